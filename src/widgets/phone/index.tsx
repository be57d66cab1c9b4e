import { maskedInputWidget } from "../masked-input";
import type { WidgetDefinition } from "../types";

/** A Turkish phone number: mask '+90 (###) ### ## ##' unless the schema gives another; "0532…" is accepted. */
export const phoneWidget: WidgetDefinition = maskedInputWidget;
