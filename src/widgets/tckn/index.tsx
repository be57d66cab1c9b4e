import { maskedInputWidget } from "../masked-input";
import type { WidgetDefinition } from "../types";

/** TC Kimlik No: 11 digits; the engine adds the checksum rule for this widget. */
export const tcknWidget: WidgetDefinition = maskedInputWidget;
