import type { BaseRecord } from "@refinedev/core";
import { createContext, useContext } from "react";

/**
 * The row an action's body form runs on, for the body's widgets that show something of it (the SMS composer's
 * WhatsApp button needs the client's mobile and name). Provided by ActionBodyModal; undefined in any other form.
 */
export const ActionRecordContext = createContext<BaseRecord | undefined>(undefined);

export const useActionRecord = (): BaseRecord | undefined => useContext(ActionRecordContext);
