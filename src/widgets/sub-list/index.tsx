import { lazyPart } from "../lazy-part";
import type { WidgetDefinition, WidgetDisplayProps } from "../types";
import { SubListField } from "./SubListField";

type Rows = Record<string, unknown>[] | null;

// antd Table (rc-table) loads with the first show page that has a sub-list; lists only count the rows.
const SubListTable = lazyPart<WidgetDisplayProps<Rows>>(() => import("./SubListTable"));

/** Rows of a sub-list: a count in a list cell, a small table on the show page. */
const SubListDisplay = (props: WidgetDisplayProps<Rows>) =>
  props.context === "list" ? <span>{Array.isArray(props.value) ? props.value.length : 0}</span> : <SubListTable {...props} />;

/** The sub-list renders its own Form.List, so it has no single-value Input. */
const NoInput = () => null;

export const subListWidget: WidgetDefinition = { Input: NoInput, Display: SubListDisplay, FormField: SubListField };
