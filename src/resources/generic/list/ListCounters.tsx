import { Card, Col, Row, Statistic } from "antd";
import { useTranslation } from "react-i18next";
import { counterDefinitions, counterLabelKey, formatCounter, humanise, translateOr, type ResourceSchema } from "../../../engine";

interface ListCountersProps {
  schema: ResourceSchema;
  /** The list envelope's `counters`; absent when the user may not see them (suppliers without homepage permission). */
  counters: Record<string, number | string> | undefined;
  loading: boolean;
  /** Only these counters, in this order (a page that shows some of the list's figures). */
  only?: readonly string[];
}

/** The list's figures as cards above the table (`x-resource.list.counters`). */
export const ListCounters = ({ schema, counters, loading, only }: ListCountersProps) => {
  const { t, i18n } = useTranslation();
  const declared = counterDefinitions(schema);
  const picked = only ? only.flatMap((key) => declared.filter((counter) => counter.key === key)) : declared;
  const definitions = picked.filter((counter) => counters?.[counter.key] !== undefined);
  if (!counters || definitions.length === 0) return null;
  return (
    <Row gutter={[16, 16]} data-testid="list-counters">
      {definitions.map((counter) => (
        <Col key={counter.key} xs={12} md={8} xl={4}>
          <Card size="small">
            <Statistic
              title={translateOr(t, counterLabelKey(schema.$id, counter.key), humanise(counter.key))}
              value={formatCounter(counter, counters[counter.key], i18n.language)}
              // Already formatted in the UI language; Statistic's own grouping would read it again.
              formatter={(value) => value}
              loading={loading}
            />
          </Card>
        </Col>
      ))}
    </Row>
  );
};
