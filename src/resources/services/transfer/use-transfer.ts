import { useApiUrl, useCustomMutation, useInvalidate } from "@refinedev/core";

export type TransferType = "send" | "get";

/**
 * `POST /api/sendService` (spec §4): send a product to a branch of the group or take it back. Both companies' lists
 * change, so every list on the page reads again (the products list, the held-at-branches panel, the cards).
 */
export const useTransfer = (onDone: () => void) => {
  const apiUrl = useApiUrl();
  const invalidate = useInvalidate();
  const { mutate, mutation } = useCustomMutation();
  const transfer = (body: { service: number; type: TransferType; company_id?: number }) =>
    mutate(
      {
        url: `${apiUrl}/sendService`,
        method: "post",
        values: body,
        successNotification: (answer) => ({ type: "success", message: String((answer?.data as { message?: string } | undefined)?.message ?? "") }),
        errorNotification: (error) => ({ type: "error", message: error?.message ?? "" }),
      },
      {
        onSuccess: () => {
          void invalidate({ resource: "services", invalidates: ["all"] });
          onDone();
        },
      },
    );
  return { transfer, sending: mutation.isPending };
};
