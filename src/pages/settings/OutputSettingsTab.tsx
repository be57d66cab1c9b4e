import { Flex, Form, Switch } from "antd";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { OUTPUT_FLAGS, type OutputFlag } from "../../domain/output-flags";
import type { Company } from "../../providers/session";
import { SaveButton } from "./SaveButton";
import { useCompanySave } from "./use-company-save";


type OutputValues = Record<OutputFlag, boolean>;

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
