import { Col, Form } from "antd";
import { useTranslation } from "react-i18next";
import { describeField } from "../../engine";
import { widgetFor, type WidgetInputProps } from "../../widgets";

// The company has no schema of its own here; described like a party's fields, its city and county get the
// same widgets as every generated form (the Turkish list from GET /api/cities, typed text without it).
const CITY = describeField("city", { type: "string", maxLength: 60, "x-ui": { widget: "city" } });
const COUNTY = describeField("county", { type: "string", maxLength: 60, "x-ui": { widget: "county" } });
const CityInput = widgetFor("city").Input;
const CountyInput = widgetFor("county").Input;

/** Another city makes the chosen county meaningless; the generated form does the same through the widget's `dependsOn`. */
const CityEmptyingCounty = (props: WidgetInputProps<string>) => {
  const form = Form.useFormInstance();
  return (
    <CityInput
      {...props}
      onChange={(next: string | undefined) => {
        props.onChange?.(next);
        form.setFieldValue(COUNTY.name, undefined);
      }}
    />
  );
};

/** The company's city and county (the form has no country: the shop is in Türkiye, as the server reads it too). */
export const CityCountyFields = () => {
  const { t } = useTranslation();
  return (
    <>
      <Col xs={24} md={12}>
        <Form.Item name={CITY.name} label={t("settings.company.fields.city")}>
          <CityEmptyingCounty field={CITY} resource="settings" />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name={COUNTY.name} label={t("settings.company.fields.county")}>
          <CountyInput field={COUNTY} resource="settings" />
        </Form.Item>
      </Col>
    </>
  );
};
