import { Col, Divider, Flex, Form, Input, Row } from "antd";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { PHONE_MASK, PHONE_MASK_OPTIONS } from "../../engine/mask";
import { isPostalCode, normalizeWebsite } from "../../domain/web-and-post";
import type { Company } from "../../providers/session";
import { MaskedInput } from "../../widgets/masked-input/MaskedInput";
import { CityCountyFields } from "./CityCountyFields";
import { toMaskedPhone } from "./form-values";
import { LogoUpload } from "./LogoUpload";
import { PhoneVerification } from "./PhoneVerification";
import { phoneRules } from "./phone-rules";
import { SaveButton } from "./SaveButton";
import { useCompanySave } from "./use-company-save";

const TEXT_FIELDS = ["title", "full_name", "website", "city", "county", "address", "postal_code", "instagram"] as const;

type CompanyInfoValues = Record<(typeof TEXT_FIELDS)[number] | "phone" | "phone2", string | null | undefined>;

const textOf = (value: unknown): string | null => (typeof value === "string" ? value : null);

const companyInfoOf = (company: Company): CompanyInfoValues => ({
  ...(Object.fromEntries(TEXT_FIELDS.map((field) => [field, textOf(company[field])])) as Record<(typeof TEXT_FIELDS)[number], string | null>),
  phone: toMaskedPhone(company.phone),
  phone2: toMaskedPhone(company.phone2),
});

/** Firma Bilgileri: the shop's identity and contact. Title, phone and phone2 (and the verified phone) activate the shop. */
export const CompanyInfoTab = ({ company }: { company: Company }) => {
  const { t } = useTranslation();
  const [form] = Form.useForm<CompanyInfoValues>();
  const initial = useMemo(() => companyInfoOf(company), [company]);
  const { save, pending } = useCompanySave(form, initial);
  const label = (field: string) => t(`settings.company.fields.${field}`);
  const required = (field: string) => [{ required: true, whitespace: true, message: t("settings.errors.required", { field: label(field) }) }];
  // The server's formats, told before sending; an empty field is no value.
  const format = (test: (value: string) => boolean, message: string) => [
    { validator: async (_: unknown, value?: string | null) => (!value?.trim() || test(value) ? undefined : Promise.reject(new Error(t(message)))) },
  ];
  const phoneInput = <MaskedInput mask={PHONE_MASK} maskOptions={PHONE_MASK_OPTIONS} inputMode="tel" />;

  return (
    <Flex vertical gap={16}>
      {!company.sms_confirmed && <PhoneVerification phone={toMaskedPhone(company.phone) ?? null} />}
      <Divider orientation="left" plain style={{ margin: 0 }}>
        {t("settings.logo.title")}
      </Divider>
      <LogoUpload logoUrl={textOf(company.logo_url)} />
      <Divider orientation="left" plain style={{ margin: 0 }}>
        {t("settings.company.title")}
      </Divider>
      <Form<CompanyInfoValues> form={form} name="company-info" layout="vertical" initialValues={initial} onFinish={save}>
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item name="title" label={label("title")} rules={required("title")}>
              <Input maxLength={160} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="full_name" label={label("full_name")} rules={required("full_name")}>
              <Input maxLength={160} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="phone" label={label("phone")} extra={t("settings.company.hints.phone")} rules={phoneRules(t, true)}>
              {phoneInput}
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="phone2" label={label("phone2")} extra={t("settings.company.hints.phone2")} rules={phoneRules(t, true)}>
              {phoneInput}
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="website" label={label("website")} rules={format((value) => normalizeWebsite(value) !== null, "engine.validation.website")}>
              <Input maxLength={200} inputMode="url" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="instagram" label={label("instagram")}>
              <Input maxLength={100} />
            </Form.Item>
          </Col>
          <CityCountyFields />
          <Col xs={24} md={16}>
            <Form.Item name="address" label={label("address")}>
              <Input.TextArea maxLength={500} autoSize={{ minRows: 2, maxRows: 5 }} />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="postal_code" label={label("postal_code")} rules={format(isPostalCode, "engine.validation.postalCode")}>
              <Input maxLength={10} inputMode="numeric" />
            </Form.Item>
          </Col>
        </Row>
        <SaveButton id="company-info-save" loading={pending} />
      </Form>
    </Flex>
  );
};
