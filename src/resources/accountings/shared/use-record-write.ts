import { useApiUrl, useCustomMutation, useNotification } from "@refinedev/core";
import type { FormInstance } from "antd";
import type { AccountingRow } from "./api";
import { useInvalidateAccountings } from "./api";
import { placeRefusal } from "./form-errors";

export interface RecordWrite {
  /** Under /api: "accountings", "accountings/12", "creditsForSupplier". */
  path: string;
  method: "post" | "put";
  body: Record<string, unknown>;
  /** The toast on success; the server's message when it sends one and none is given. */
  success?: string;
  /** The form's shown fields: a 422 on one of them (or on one of its lines) is said there. */
  shown: ReadonlySet<string>;
}

/**
 * Writes a record the modals built and says how it went: 422 messages on their fields (lines.N.price on that
 * line's price), anything else (403, the closed day's 409, a stale version's 409) as a toast with the server's
 * message. Every read of the records is refreshed after a write.
 */
export const useRecordWrite = (form: FormInstance) => {
  const apiUrl = useApiUrl();
  const { open } = useNotification();
  const refresh = useInvalidateAccountings();
  const { mutateAsync, mutation } = useCustomMutation<AccountingRow & { message?: string }>();
  const write = async ({ path, method, body, success, shown }: RecordWrite): Promise<AccountingRow | null> => {
    try {
      const answer = await mutateAsync({ url: `${apiUrl}/${path}`, method, values: body, successNotification: false, errorNotification: false });
      const message = success ?? answer.data?.message;
      if (message) open?.({ type: "success", message, key: `${path}-saved` });
      void refresh();
      const data = answer.data as AccountingRow & { data?: AccountingRow };
      return data?.data ?? data;
    } catch (error) {
      const rest = placeRefusal(form, error, shown);
      rest.forEach((message, index) => open?.({ type: "error", message, key: `${path}-refused-${index}` }));
      return null;
    }
  };
  return { write, saving: mutation.isPending };
};
