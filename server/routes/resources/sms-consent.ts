import type { ResourceExtension, WriteContext } from "../../engine/crud-routes";

/**
 * İYS: when a client agreed to campaign messages is the server's to note. `sms_consent_at` becomes now when
 * `sms_consent` turns true (also on create), is cleared when it turns false, and stays as it was otherwise; the
 * field is read-only, so nobody sends it.
 */
export async function noteSmsConsent(context: WriteContext): Promise<void> {
  const values = context.values;
  if (!values || (context.action !== "create" && context.action !== "update") || !("sms_consent" in values)) return;
  const given = values.sms_consent === true;
  const before = context.action === "update" ? context.before?.sms_consent === true : false;
  if (context.action === "create") values.sms_consent_at = given ? new Date().toISOString() : null;
  else if (given !== before) values.sms_consent_at = given ? new Date().toISOString() : null;
}

/** The extension with the consent note before its own `beforeWrite` (the clients'). */
export const withSmsConsent = (extension: ResourceExtension): ResourceExtension => ({
  ...extension,
  async beforeWrite(context) {
    await noteSmsConsent(context);
    await extension.beforeWrite?.(context);
  },
});
