import { useCustomMutation, type HttpError } from "@refinedev/core";
import type { FormInstance } from "antd";
import { API_URL } from "../../providers/http-client";
import { applyServerErrors, errorsAllOnFields } from "../server-errors";
import { useRefreshIdentity } from "./use-refresh-identity";

export interface ServerMessage {
  message?: string;
  [field: string]: unknown;
}

interface ProfileActionOptions {
  method?: "post" | "put";
  /** The change shows in `GET /api/user` (company, name, phone): ask for the identity again. */
  refreshIdentity?: boolean;
  /** No 'Başarılı!' toast: a step whose result the next call reports (the upload before the logo is saved). */
  silentSuccess?: boolean;
}

/**
 * One settings call (`/api/<path>`): 'Başarılı!' with the server's message; a 422's `errors` on the form's
 * fields, or 'Hata!' with the server's message when not every one has its field (said once, not twice). Resolves to the answer, or undefined when it failed.
 */
export const useProfileAction = <Values extends object>(path: string, { method = "post", refreshIdentity = false, silentSuccess = false }: ProfileActionOptions = {}) => {
  const { mutateAsync, mutation } = useCustomMutation<ServerMessage, HttpError, Values>();
  const refresh = useRefreshIdentity();

  const run = async (values: Values, form?: Pick<FormInstance, "setFields" | "getFieldsValue">): Promise<ServerMessage | undefined> => {
    try {
      const { data } = await mutateAsync({
        url: `${API_URL}/${path}`,
        method,
        values,
        successNotification: silentSuccess ? false : (response) => ({ type: "success", message: response?.data.message ?? "" }),
        errorNotification: (error) => (form && errorsAllOnFields(form, error) ? false : { type: "error", message: error?.message ?? "" }),
      });
      if (refreshIdentity) await refresh();
      return data;
    } catch (error) {
      if (form) applyServerErrors(form, error);
      return undefined;
    }
  };
  return { run, pending: mutation.isPending };
};
