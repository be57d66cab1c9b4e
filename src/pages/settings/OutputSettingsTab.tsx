import { Flex, Form, Switch } from "antd";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import type { Company } from "../../providers/session";
import { SaveButton } from "./SaveButton";
import { useCompanySave } from "./use-company-save";

/** Spec §3: what barcodes and printouts carry, and whether a sale sends its SMS by itself. */
export const OUTPUT_FLAGS = ["print_company_logo", "print_sale_price", "print_rent_price", "auto_sale_sms", "qrcode_in_barcode", "barcode_in_barcode"] as const;

type OutputValues = Record<(typeof OUTPUT_FLAGS)[number], boolean>;

/** Çıktı Ayarları: the six output switches of the company. */
export const OutputSettingsTab = ({ company }: { company: Company }) => {
  const { t } = useTranslation();
  const [form] = Form.useForm<OutputValues>();
  const initial = useMemo(() => Object.fromEntries(OUTPUT_FLAGS.map((flag) => [flag, company[flag] === true])) as OutputValues, [company]);
  const { save, pending } = useCompanySave(form, initial);

  return (
    <Form<OutputValues> form={form} name="output-settings" initialValues={initial} onFinish={save}>
      {/* The switch before its text: long labels wrap on a phone without pushing the switch away. */}
      {OUTPUT_FLAGS.map((flag) => (
        <Flex key={flag} gap={12} align="center" style={{ marginBottom: 16 }}>
          <Form.Item name={flag} valuePropName="checked" noStyle>
            <Switch id={`output-settings_${flag}`} />
          </Form.Item>
          <label htmlFor={`output-settings_${flag}`}>{t(`settings.output.${flag}`)}</label>
        </Flex>
      ))}
      <SaveButton id="output-settings-save" loading={pending} />
    </Form>
  );
};
