import { lazyPart } from "../lazy-part";
import { SubListField } from "../sub-list/SubListField";
import type { WidgetDefinition, WidgetDisplayProps } from "../types";

type Line = Record<string, unknown>;

// antd Table (rc-table) loads with the first show page that has lines; lists only count them.
const LinesTable = lazyPart<WidgetDisplayProps<Line[] | null>>(() => import("./LinesTable"));

/**
 * A record's lines (`parent.lines`): a count in a list cell; on the show page a table in the parent's order,
 * each cell by its field's widget (a reference shows its name, money its amount) under the child's labels.
 */
const LinesDisplay = (props: WidgetDisplayProps<Line[] | null>) =>
  props.context === "list" ? <span>{Array.isArray(props.value) ? props.value.length : 0}</span> : <LinesTable {...props} />;

/** Lines render their own Form.List (the sub-list's), so they have no single-value Input. */
const NoInput = () => null;

export const linesWidget: WidgetDefinition = { Input: NoInput, Display: LinesDisplay, FormField: SubListField };
