import type { BaseRecord } from "@refinedev/core";
import { createContext, type ComponentType } from "react";

export interface QuickCreateProps {
  resource: string;
  open: boolean;
  onClose: () => void;
  onSaved: (record: BaseRecord) => void;
  /** Values the new record must hold (the reference's `x-ref-filter`): set and not offered for editing. */
  presets?: Readonly<Record<string, string | number | boolean>>;
}

/**
 * The modal that creates a record of another resource from a reference select ("+"). The generic form
 * provides it, so widgets need not import the pages that contain them.
 */
export const QuickCreateContext = createContext<ComponentType<QuickCreateProps> | null>(null);
