import { useApiUrl, useCustomMutation, type HttpError } from "@refinedev/core";
import { useRef, useState } from "react";
import type { SendSmsAnswer } from "../../../domain/sms/api";
import { invalidateSmsBalance } from "../balance";
import { attemptFor, type Composition, type SendAttempt } from "./send-attempt";

export type SendOutcome = { kind: "sent"; answer: SendSmsAnswer } | { kind: "refused"; message: string };

/**
 * `POST /api/send-sms` with a request id made once per attempt and kept while the same composition is sent again;
 * the answer or the refusal's message (409 `smsBalance`: 'Yetersiz SMS kredisi …') for the page to say; the shown
 * balances read again either way.
 */
export const useSendSms = () => {
  const apiUrl = useApiUrl();
  const { mutate, mutation } = useCustomMutation<SendSmsAnswer, HttpError>();
  const attempt = useRef<SendAttempt | undefined>(undefined);
  const [outcome, setOutcome] = useState<SendOutcome>();
  const send = (composition: Composition) => {
    attempt.current = attemptFor(attempt.current, composition, () => crypto.randomUUID());
    setOutcome(undefined);
    mutate(
      {
        url: `${apiUrl}/send-sms`,
        method: "post",
        values: { ...composition, request_id: attempt.current.request_id },
        successNotification: false,
        errorNotification: false,
      },
      {
        onSuccess: ({ data }) => {
          // Sent: the next press is another send.
          attempt.current = undefined;
          setOutcome({ kind: "sent", answer: data });
          invalidateSmsBalance();
        },
        onError: (error) => {
          setOutcome({ kind: "refused", message: error.message });
          invalidateSmsBalance();
        },
      },
    );
  };
  return { send, sending: mutation.isPending, outcome, clearOutcome: () => setOutcome(undefined) };
};
