import { useApiUrl, useCustom, type BaseRecord } from "@refinedev/core";
import { Alert, Typography } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { SingletonForm } from "../../resources/generic/singleton/SingletonForm";

/** The booking page's full address of a shop's page name. */
export const bookingLink = (slug: string, origin = globalThis.location?.origin ?? "") => `${origin}/randevu-al/${slug}`;

/** While online booking is on: the page's full link, to copy and pass on to brides. */
const BookingLink = ({ record }: { record?: BaseRecord }) => {
  const { t } = useTranslation();
  if (!record?.online_enabled || typeof record.online_slug !== "string" || record.online_slug === "") return null;
  const link = bookingLink(record.online_slug);
  return (
    <Alert
      id="appointment-settings-link"
      type="info"
      showIcon
      style={{ marginBottom: 24 }}
      message={t("appointment_settings.link.label")}
      description={
        <Typography.Text copyable={{ text: link, tooltips: [t("appointment_settings.link.copy"), t("appointment_settings.link.copied")] }} style={{ wordBreak: "break-all" }}>
          <a href={link} target="_blank" rel="noreferrer">
            {link}
          </a>
        </Typography.Text>
      }
    />
  );
};

/**
 * The settings' 'Randevu' tab: the generated form of `appointment_settings` (reminders, online booking, the shop's
 * booking hours) and, while online booking is on, the booking page's link (the server gives it an address when the
 * shop turns it on without one).
 */
export const AppointmentSettingsPanel = () => {
  const apiUrl = useApiUrl();
  // The same read as the form's (one request): the link shows as soon as the row is there.
  const { result } = useCustom<BaseRecord>({ url: `${apiUrl}/appointment_settings`, method: "get", errorNotification: false });
  const [saved, setSaved] = useState<BaseRecord>();
  return (
    <>
      <BookingLink record={saved ?? result?.data} />
      <SingletonForm resource="appointment_settings" onSaved={setSaved} />
    </>
  );
};

export default AppointmentSettingsPanel;
