import { Descriptions, Divider, Flex, Form, Select, Tag, type SelectProps } from "antd";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { formatDate } from "../../engine/format";
import type { Company } from "../../providers/session";
import { membershipOf } from "../home/membership";
import { SaveButton } from "./SaveButton";
import { DEFAULT_TIME_ZONE, TIME_ZONES } from "./time-zones";
import { useCompanySave } from "./use-company-save";

interface CompanySettingsValues extends Record<string, unknown> {
  time_zone: string;
}

/** "Europe/Berlin (GMT+1)": the zone's name is the same in every language; the offset helps to pick. */
const zoneLabel = (zone: string): string => {
  const offset = new Intl.DateTimeFormat("en", { timeZone: zone, timeZoneName: "shortOffset" }).formatToParts(new Date()).find((part) => part.type === "timeZoneName")?.value;
  return offset ? `${zone} (${offset})` : zone;
};

/**
 * Form.Item hands `aria-required` to its control, and a Select puts it on its outer div, where ARIA does not
 * allow it (axe: aria-allowed-attr, critical). The zone always has a value; the rule and the label's mark stay.
 */
const ZoneSelect = ({ "aria-required": _notAllowedHere, ...props }: SelectProps<string> & { "aria-required"?: unknown }) => <Select<string> {...props} />;

/** Firma Ayarları: the shop's time zone, and its membership as the operator set it (read only). */
export const CompanySettingsTab = ({ company }: { company: Company }) => {
  const { t } = useTranslation();
  const [form] = Form.useForm<CompanySettingsValues>();
  const timeZone = typeof company.time_zone === "string" && company.time_zone !== "" ? company.time_zone : DEFAULT_TIME_ZONE;
  const initial = useMemo(() => ({ time_zone: timeZone }), [timeZone]);
  const { save, pending } = useCompanySave(form, initial);
  const zones = useMemo(() => (TIME_ZONES.includes(timeZone as (typeof TIME_ZONES)[number]) ? [...TIME_ZONES] : [timeZone, ...TIME_ZONES]), [timeZone]);
  const membership = membershipOf(company);

  return (
    <Flex vertical gap={16}>
      <Form<CompanySettingsValues> form={form} name="company-settings" layout="vertical" initialValues={initial} onFinish={save} style={{ maxWidth: 480 }}>
        <Form.Item name="time_zone" label={t("settings.companySettings.timeZone")} rules={[{ required: true }]}>
          <ZoneSelect showSearch options={zones.map((zone) => ({ value: zone, label: zoneLabel(zone) }))} />
        </Form.Item>
        <SaveButton id="company-settings-save" loading={pending} />
      </Form>
      <Divider orientation="left" plain style={{ margin: 0 }}>
        {t("settings.companySettings.membership")}
      </Divider>
      <Descriptions column={1} bordered size="small" style={{ maxWidth: 480 }}>
        <Descriptions.Item label={t("settings.companySettings.licence")}>{company.id}</Descriptions.Item>
        <Descriptions.Item label={t("settings.companySettings.status")}>
          <Tag>{t(`pages.home.membership.status.${membership.status}`)}</Tag>
        </Descriptions.Item>
        <Descriptions.Item label={t("settings.companySettings.expiresOn")}>
          <span id="membership-expiration">{membership.expiresOn ? formatDate(membership.expiresOn, false) : t("settings.companySettings.noExpiry")}</span>
        </Descriptions.Item>
        {company.created_at && <Descriptions.Item label={t("settings.companySettings.createdAt")}>{formatDate(company.created_at, false)}</Descriptions.Item>}
      </Descriptions>
    </Flex>
  );
};
