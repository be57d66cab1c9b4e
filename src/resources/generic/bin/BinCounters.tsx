import { Card, Col, Row, Statistic } from "antd";
import { useTranslation } from "react-i18next";
import { humanise, numberLocale, translateOr, type ResourceSchema } from "../../../engine";

interface BinCountersProps {
  schema: ResourceSchema;
  /** The bin envelope's `counters` (`x-resource.bin.counters`). */
  counters: Record<string, number | string> | undefined;
  loading: boolean;
}

/** The bin's figures as cards above its table, labelled `<name>.bin.counters.<key>`, in declaration order. */
export const BinCounters = ({ schema, counters, loading }: BinCountersProps) => {
  const { t, i18n } = useTranslation();
  const keys = Object.keys(schema["x-resource"].bin?.counters ?? {}).filter((key) => counters?.[key] !== undefined);
  if (!counters || keys.length === 0) return null;
  const format = new Intl.NumberFormat(numberLocale(i18n.language));
  return (
    <Row gutter={[16, 16]} data-testid="bin-counters">
      {keys.map((key) => (
        <Col key={key} xs={12} md={8} xl={4}>
          <Card size="small">
            <Statistic
              title={translateOr(t, `${schema.$id}.bin.counters.${key}`, humanise(key))}
              value={format.format(Number(counters[key]))}
              formatter={(value) => value}
              loading={loading}
            />
          </Card>
        </Col>
      ))}
    </Row>
  );
};
