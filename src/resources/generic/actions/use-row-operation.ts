import { useApiUrl, useCustomMutation, useInvalidate, type BaseKey, type BaseRecord, type HttpError } from "@refinedev/core";
import type { FormInstance } from "antd";
import { useTranslation } from "react-i18next";
import { applyServerErrors, errorsAllOnFields } from "../../../pages/server-errors";

export interface RowOperation {
  id: BaseKey;
  /** The last segment of `/<name>/:id/<operation>`: an action's name, `restore` or `purge`. */
  operation: string;
  method: "post" | "put" | "delete";
  /** The toast after it worked. */
  success: string;
  /** The route when not `/<name>/:id/<operation>`: an action's spec path (`users/change-password/7`), under the API. */
  path?: string;
  /** The request's body (an action's form). */
  values?: Record<string, unknown>;
}

export interface RowOperationCallbacks {
  onSuccess?: () => void;
  /** A refusal; a 422 carries the server's field errors. */
  onError?: (error: HttpError) => void;
  /** The operation's form (an action's body): a 422's messages go on its fields, and only what none shows is a toast. */
  form?: Pick<FormInstance, "setFields" | "getFieldsValue">;
}

/**
 * One call on a row's own route (a declared action, a restore, a purge) through the data provider's
 * `custom`; afterwards the resource's lists and the record are fetched again, since the row's state and
 * `_can` changed. A refusal (403, 409, 422) shows the server's own message, on the form's fields where it has them.
 */
export const useRowOperation = (resource: string) => {
  const { t } = useTranslation();
  const apiUrl = useApiUrl();
  const invalidate = useInvalidate();
  const { mutate, mutation } = useCustomMutation<BaseRecord, HttpError>();
  const run = ({ id, operation, method, success, path, values = {} }: RowOperation, callbacks: RowOperationCallbacks = {}) =>
    mutate(
      {
        url: `${apiUrl}/${path ?? `${resource}/${id}/${operation}`}`,
        method,
        values,
        successNotification: () => ({ type: "success", message: success }),
        errorNotification: (error) =>
          callbacks.form && errorsAllOnFields(callbacks.form, error) ? false : { type: "error", message: error?.message || t("errors.unexpected") },
      },
      {
        onSuccess: () => {
          void invalidate({ resource, invalidates: ["list", "many", "detail"], id });
          callbacks.onSuccess?.();
        },
        onError: (error) => {
          if (callbacks.form) applyServerErrors(callbacks.form, error);
          callbacks.onError?.(error);
        },
      },
    );
  return { run, pending: mutation.isPending };
};
