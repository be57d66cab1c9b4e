import { Form, Select } from "antd";
import { isTurkey, matchesTurkish, useTurkishCities } from "../city/use-turkish-cities";
import { textWidget } from "../text";
import { TextDisplay } from "../text/TextDisplay";
import type { WidgetDefinition, WidgetInputProps } from "../types";

/** A district of the chosen province in Türkiye (none to pick before a province); typed text elsewhere. */
const CountyInput = (props: WidgetInputProps<string>) => {
  const { id, value, onChange, disabled, field } = props;
  const form = Form.useFormInstance();
  const country = Form.useWatch("country", form);
  const city = Form.useWatch("city", form);
  const inTurkey = isTurkey(country);
  const { cities, loading } = useTurkishCities(inTurkey);
  if (!inTurkey || (!loading && cities === null)) return <textWidget.Input {...props} />;
  const districts = cities?.find((choice) => choice.name === city)?.districts ?? [];
  return (
    <Select<string>
      id={id}
      value={value || undefined}
      disabled={disabled || (!loading && districts.length === 0)}
      loading={loading}
      showSearch
      allowClear={!field.required}
      filterOption={(input, option) => matchesTurkish(input, option?.label)}
      options={districts.map((district) => ({ value: district, label: district }))}
      onChange={(next) => onChange?.(next ?? undefined)}
    />
  );
};

/** A county belongs to its city: another city or country empties it. */
export const countyWidget: WidgetDefinition = { Input: CountyInput, Display: TextDisplay, dependsOn: ["country", "city"] };
