import { lazyPart } from "../lazy-part";
import type { WidgetDefinition, WidgetDisplayProps, WidgetInputProps } from "../types";

const TimeInput = lazyPart<WidgetInputProps<string>>(() => import("./TimeInput"));

/** "HH:MM" is how every one of the three languages writes a time of day. */
const TimeDisplay = ({ value }: WidgetDisplayProps<string | null>) => (value ? <span>{value}</span> : null);

export const timeWidget: WidgetDefinition = { Input: TimeInput, Display: TimeDisplay };
