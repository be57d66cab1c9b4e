import { formatDate } from "../../engine";
import { lazyPart } from "../lazy-part";
import type { WidgetDefinition, WidgetDisplayProps, WidgetInputProps } from "../types";

const DateInput = lazyPart<WidgetInputProps<string>>(() => import("./DateInput"));

const DateDisplay = ({ value, field }: WidgetDisplayProps<string | null>) =>
  value ? <span>{formatDate(value, field.widget === "datetime")}</span> : null;

export const dateWidget: WidgetDefinition = { Input: DateInput, Display: DateDisplay };
