import type { ResourceSchema } from "../../engine";
import { routeLink } from "../registry";

/** Where a resource's records are listed; the home page for one without a list page of its own. */
export const listPath = (schema: ResourceSchema): string => {
  const list = schema["x-resource"].routes.list;
  return list === undefined ? "/anasayfa" : routeLink(`/${list}`);
};
