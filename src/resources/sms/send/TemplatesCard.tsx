import { Card, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { SMS_PLACEHOLDERS } from "../../../domain/sms/placeholders";
import { titleOf } from "../../../engine";
import { ResourceCreateButton } from "../../generic/form/ResourceCreateButton";
import { ResourceTable } from "../../generic/list/ResourceTable";

/** The shop's ready-made messages, managed in place: the generated table, form and delete over `sms_templates`. */
export const TemplatesCard = () => {
  const { t } = useTranslation();
  return (
    <Card title={<h2 style={{ fontSize: 16, margin: 0 }}>{titleOf(t, "sms_templates", "list")}</h2>} extra={<ResourceCreateButton resource="sms_templates" size="small" />}>
      <ResourceTable resource="sms_templates" editInModal ownRows size="small" />
      <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0 }} data-testid="sms-placeholders">
        {t("sms_send.placeholders")}{" "}
        {SMS_PLACEHOLDERS.map((name, index) => (
          <span key={name}>
            {index > 0 && ", "}
            <Typography.Text code>{`{${name}}`}</Typography.Text> {t(`sms_send.placeholder.${name}`)}
          </span>
        ))}
      </Typography.Paragraph>
    </Card>
  );
};
