import { Alert, Card, Descriptions, List as AntList, Skeleton, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { shownDate } from "./tailor-list";
import type { SaleSheet } from "./use-sale-sheet";

/** Above the sheet's form: the sale, its client, its GELİNLİK / KINALIK / KAFTAN items and their measurement date. */
export const SaleItems = ({ sale, loading, failed, showEmptySheet }: { sale?: SaleSheet; loading: boolean; failed: boolean; showEmptySheet: boolean }) => {
  const { t } = useTranslation();
  if (loading) return <Skeleton active paragraph={{ rows: 2 }} />;
  if (failed) return <Alert type="error" showIcon message={t("dimensions.sheet.loadFailed")} />;
  if (!sale) return null;
  return (
    <Card size="small" title={t("dimensions.sheet.items")} style={{ marginBottom: 16 }} data-testid="sale-items">
      <Descriptions size="small" column={{ xs: 1, md: 3 }}>
        <Descriptions.Item label={t("dimensions.sheet.client")}>{[sale.client_name, sale.client_gsm].filter(Boolean).join(" · ")}</Descriptions.Item>
        {sale.contract_no && <Descriptions.Item label={t("dimensions.list.contractNo")}>{sale.contract_no}</Descriptions.Item>}
        {sale.sale_date && <Descriptions.Item label={t("dimensions.list.saleDate")}>{shownDate(sale.sale_date)}</Descriptions.Item>}
      </Descriptions>
      {sale.items.length === 0 ? (
        <Typography.Text type="secondary">{t("dimensions.sheet.noItems")}</Typography.Text>
      ) : (
        <AntList
          size="small"
          dataSource={sale.items}
          renderItem={(item) => (
            <AntList.Item key={item.id}>
              <span>
                {item.product} <Typography.Text type="secondary">({item.category})</Typography.Text>
              </span>
              <span>
                {t("dimensions.sheet.measurementDate")}: {shownDate(item.measurement_date)}
              </span>
            </AntList.Item>
          )}
        />
      )}
      {showEmptySheet && !sale.dimension && <Alert style={{ marginTop: 8 }} type="info" showIcon message={t("dimensions.sheet.noSheet")} />}
    </Card>
  );
};
