export { widgets, widgetFor } from "./registry";
export type { WidgetDefinition, WidgetDisplayProps, WidgetFormFieldProps, WidgetInputProps } from "./types";
export { MaskedInput } from "./masked-input/MaskedInput";
export { SafeHtml } from "./html/SafeHtml";
export { ReferenceSelect, QuickCreateContext, type QuickCreateProps } from "./reference";
export { Pager } from "./pager/Pager";
export { SearchBox, SEARCH_DEBOUNCE_MS } from "./search-box/SearchBox";
