import { maskedInputWidget } from "../masked-input";
import type { WidgetDefinition } from "../types";

/** Tax number (VKN): 10 digits; the engine adds the checksum rule for this widget. */
export const vknWidget: WidgetDefinition = maskedInputWidget;
