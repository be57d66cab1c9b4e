import { useCustom } from "@refinedev/core";
import { Col, Form, Input, Select } from "antd";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { API_URL } from "../../providers/http-client";
import { parseCities } from "./cities";

const turkishOrder = new Intl.Collator("tr");
const byName = (names: string[]) => names.map((name) => ({ value: name, label: name }));

/** City and county: choices from `GET /api/cities`; typed text while that list cannot be had. */
export const CityCountyFields = () => {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  const city = Form.useWatch<string | null | undefined>("city", form);
  const { query } = useCustom({
    url: `${API_URL}/cities`,
    method: "get",
    errorNotification: false,
    queryOptions: { retry: false, staleTime: Infinity },
  });
  const cities = useMemo(() => parseCities(query.data?.data), [query.data]);
  const districts = cities?.find((choice) => choice.name === city)?.districts ?? [];

  const citySelect = cities && (
    <Select
      showSearch
      allowClear
      loading={query.isLoading}
      options={byName(cities.map((choice) => choice.name))}
      filterOption={(input, option) => (option?.label ?? "").toLocaleLowerCase("tr").includes(input.toLocaleLowerCase("tr"))}
      onChange={() => form.setFieldValue("county", null)}
    />
  );
  const countySelect = districts.length > 0 && (
    <Select
      showSearch
      allowClear
      options={byName([...districts].sort(turkishOrder.compare))}
      filterOption={(input, option) => (option?.label ?? "").toLocaleLowerCase("tr").includes(input.toLocaleLowerCase("tr"))}
    />
  );

  return (
    <>
      <Col xs={24} md={12}>
        <Form.Item name="city" label={t("settings.company.fields.city")}>
          {citySelect || <Input maxLength={60} />}
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name="county" label={t("settings.company.fields.county")}>
          {countySelect || <Input maxLength={60} />}
        </Form.Item>
      </Col>
    </>
  );
};
