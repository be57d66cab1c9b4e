import { Form, Select } from "antd";
import { TextDisplay } from "../text/TextDisplay";
import { textWidget } from "../text";
import type { WidgetDefinition, WidgetInputProps } from "../types";
import { isTurkey, matchesTurkish, useTurkishCities } from "./use-turkish-cities";

/** A province picked from the list in Türkiye; typed text in any other country (or while the list cannot be had). */
const CityInput = (props: WidgetInputProps<string>) => {
  const { id, value, onChange, disabled, field } = props;
  const form = Form.useFormInstance();
  const country = Form.useWatch("country", form);
  const inTurkey = isTurkey(country);
  const { cities, loading } = useTurkishCities(inTurkey);
  if (!inTurkey || (!loading && cities === null)) return <textWidget.Input {...props} />;
  return (
    <Select<string>
      id={id}
      value={value || undefined}
      disabled={disabled}
      loading={loading}
      showSearch
      allowClear={!field.required}
      filterOption={(input, option) => matchesTurkish(input, option?.label)}
      options={(cities ?? []).map((city) => ({ value: city.name, label: city.name }))}
      onChange={(next) => onChange?.(next ?? undefined)}
    />
  );
};

/** Another country makes the chosen city meaningless. */
export const cityWidget: WidgetDefinition = { Input: CityInput, Display: TextDisplay, dependsOn: ["country"] };
