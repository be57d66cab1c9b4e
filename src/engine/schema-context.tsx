import { createContext, useContext, useMemo, type ReactNode } from "react";
import { schemas } from "../schemas";
import { withLines } from "./lines";
import type { ResourceSchema } from "./types";

/** The schemas as the pages speak them: a parent gains its lines property (`parent.lines` of a child). */
const served = (all: readonly ResourceSchema[]): readonly ResourceSchema[] => all.map((schema) => withLines(schema, all));

const registered = schemas as readonly ResourceSchema[];

const SchemaContext = createContext<readonly ResourceSchema[]>(served(registered));

/** Stories and tests add fixture schemas (never registered in src/schemas) to what generic pages can find. */
export const SchemaProvider = ({ schemas: extra, children }: { schemas: readonly ResourceSchema[]; children: ReactNode }) => {
  // One list per set of fixtures, so that forms memoising on a schema keep it between renders.
  const all = useMemo(() => served([...registered, ...extra]), [extra]);
  return <SchemaContext.Provider value={all}>{children}</SchemaContext.Provider>;
};

/** Every schema the pages know: the registered ones and the fixtures of stories and tests. */
export const useSchemas = (): readonly ResourceSchema[] => useContext(SchemaContext);

export const useSchemaLookup = (): ((name: string) => ResourceSchema | undefined) => {
  const all = useContext(SchemaContext);
  return (name) => all.find((schema) => schema.$id === name);
};

export const useResourceSchema = (name: string): ResourceSchema => {
  const schema = useSchemaLookup()(name);
  if (!schema) throw new Error(`No schema is registered for the resource "${name}"`);
  return schema;
};
