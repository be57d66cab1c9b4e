import { BrideLinkCard } from "./BrideLinkCard";
import type { ClientRow } from "./client-row";
import { PrivacyCard } from "./privacy/PrivacyCard";

/**
 * The client page's slot for the cards other parts of issue 18 add (the KVKK card, the bride's link card), drawn
 * after the page's sections. `onChanged` reloads the page's client (an erasure, a new link).
 */
export function ClientExtraCards({ client, onChanged }: { client: ClientRow; onChanged: () => void }) {
  void client;
  void onChanged;
  return (
    <>
      <BrideLinkCard client={client} onChanged={onChanged} />
      <PrivacyCard client={client} onChanged={onChanged} />
    </>
  );
}
