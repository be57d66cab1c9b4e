import { createContext, useContext } from "react";

/** What the page around an SMS text knows of the send: how many recipients, and the one recipient's number and name. */
export interface SmsCompose {
  /** Recipients the text goes to (credits = segments × recipients); 1 when nobody says otherwise (one client's action). */
  recipients?: number;
  /** The one recipient's phone: the WhatsApp button opens a chat with it. */
  phone?: string | null;
  /** The one recipient's name, the `{musteri}` placeholder's value in the WhatsApp text. */
  clientName?: string | null;
}

/** Provided by the send page (`/sms`, its chosen recipients); the client action's form reads its row instead. */
export const SmsComposeContext = createContext<SmsCompose>({});

export const useSmsCompose = (): SmsCompose => useContext(SmsComposeContext);
