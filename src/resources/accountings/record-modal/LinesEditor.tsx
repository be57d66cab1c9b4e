import { DeleteOutlined, PlusOutlined } from "@ant-design/icons";
import { Button, Card, Flex, Form, Typography, type FormInstance } from "antd";
import { useTranslation } from "react-i18next";
import { decimal, lineTotalOf, linesTotal, type LineValues } from "../shared/amounts";
import { MoneyText } from "../shared/MoneyText";
import { SchemaField, withMinimum } from "../shared/SchemaField";
import { newLine } from "./kind-forms";
import { useServicePrices } from "./use-service-prices";

const LINE_FIELDS = [
  { name: "service_id", flex: "2 1 220px", required: true },
  { name: "piece", flex: "1 1 90px", required: true, minimum: 1 },
  { name: "price", flex: "1 1 130px", required: true, minimum: 1 },
  { name: "discount", flex: "1 1 120px", required: false },
  { name: "tax", flex: "1 1 90px", required: false },
] as const;

/**
 * An income's or a credit's service lines (spec §5: service, price at least 1, piece at least 1; at least one line
 * remains, so the last one cannot be removed), each with its live total, and the total under them, computed as the
 * server does (lineTotal / orderTotal, rounded up to the lira).
 */
export const LinesEditor = ({ form }: { form: FormInstance }) => {
  const { t } = useTranslation();
  const lines = (Form.useWatch("lines", form) as LineValues[] | undefined) ?? [];
  const servicePrices = useServicePrices(form);
  return (
    <Form.Item label={t("accountings.fields.lines")} required>
      <Form.List name="lines">
        {(rows, { add, remove }) => (
          <Flex vertical gap="small">
            {rows.map((row, index) => {
              const total = lineTotalOf(lines[index]);
              return (
                <Card
                  key={row.key}
                  size="small"
                  data-testid="record-line"
                  title={t("accounting_modals.lines.line", { number: index + 1 })}
                  extra={
                    <Button
                      type="text"
                      danger
                      icon={<DeleteOutlined />}
                      aria-label={t("engine.subList.remove")}
                      disabled={rows.length === 1}
                      onClick={() => remove(row.name)}
                    />
                  }
                >
                  <Flex wrap gap="small">
                    {LINE_FIELDS.map((item) => (
                      <div key={item.name} style={{ flex: item.flex, minWidth: 0 }}>
                        <SchemaField
                          name={item.name}
                          resource="accounting_lines"
                          path={[row.name, item.name]}
                          required={item.required}
                          refine={"minimum" in item ? withMinimum(item.minimum) : undefined}
                          onPicked={item.name === "service_id" ? (value) => servicePrices(row.name, value) : undefined}
                        />
                      </div>
                    ))}
                  </Flex>
                  <Typography.Text data-testid="line-total">
                    {t("accounting_modals.lines.lineTotal")}: {total === null ? "—" : <MoneyText value={decimal(total)} strong />}
                  </Typography.Text>
                </Card>
              );
            })}
            <Button type="dashed" icon={<PlusOutlined />} onClick={() => add(newLine())} block>
              {t("engine.subList.add")}
            </Button>
            <Typography.Text data-testid="lines-total">
              {t("accounting_modals.lines.total")}: <MoneyText value={decimal(linesTotal(lines))} strong />
            </Typography.Text>
          </Flex>
        )}
      </Form.List>
    </Form.Item>
  );
};
