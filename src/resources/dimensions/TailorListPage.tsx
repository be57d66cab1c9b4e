import { EditOutlined, PlusOutlined, PrinterOutlined } from "@ant-design/icons";
import { List } from "@refinedev/antd";
import { useApiUrl, useCan, useCustom } from "@refinedev/core";
import { Alert, Button, Card, Col, DatePicker, Empty, Flex, Row, Select, Space, Statistic, Table, type TableColumnType } from "antd";
import type { Dayjs } from "dayjs";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { titleOf } from "../../engine";
import { ScrollRegion, WIDE_TABLE_STYLE } from "../accountings/cash/ScrollRegion";
import {
  shownDate,
  sheetPaths,
  TAILOR_COUNTERS,
  TAILOR_LIST_PER_PAGE,
  TAILOR_LIST_PERIODS,
  tailorListQuery,
  type TailorListAnswer,
  type TailorListPeriod,
  type TailorListRow,
} from "./tailor-list";

const RESOURCE = "dimensions";

/** A period's name: the six counters' are the engine's period words, 'all' and 'other' the list's own. */
const periodKey = (period: TailorListPeriod) => (period === "all" || period === "other" ? `dimensions.list.${period}` : `engine.filters.periods.${period}`);

/** A row's buttons: 'Ölçü Gir' for a sale without a sheet, else 'Ölçüler' and 'Yazdır' (spec §2 "Tailor list"). */
const RowButtons = ({ row, canCreate, canEdit }: { row: TailorListRow; canCreate: boolean; canEdit: boolean }) => {
  const { t } = useTranslation();
  if (row.dimension_id === null) {
    return canCreate ? (
      <Link to={sheetPaths.create(row.process_id)}>
        <Button size="small" type="primary" icon={<PlusOutlined />}>
          {t("dimensions.list.enter")}
        </Button>
      </Link>
    ) : null;
  }
  return (
    <Space size="small" wrap>
      {canEdit && (
        <Link to={sheetPaths.edit(row.dimension_id)}>
          <Button size="small" icon={<EditOutlined />}>
            {t("dimensions.list.edit")}
          </Button>
        </Link>
      )}
      <Link to={sheetPaths.print(row.dimension_id)}>
        <Button size="small" icon={<PrinterOutlined />}>
          {t("dimensions.list.print")}
        </Button>
      </Link>
    </Space>
  );
};

/**
 * 'Terzi Listesi' (`terzi-listesi`, spec §2 "Tailor list", §7 `GET tailor-list`): the sales' GELİNLİK, KINALIK and
 * KAFTAN items by their measurement date (a month after the sale), the six counters as cards, the period filter
 * (the six periods, all, or another range of days), fifteen to a page from the server, and per row 'Ölçü Gir' or
 * 'Ölçüler' and 'Yazdır'.
 */
const TailorListPage = () => {
  const { t } = useTranslation();
  const apiUrl = useApiUrl();
  const [period, setPeriod] = useState<TailorListPeriod>("all");
  const [range, setRange] = useState<[string, string] | null>(null);
  const [page, setPage] = useState(1);
  const canCreate = useCan({ resource: RESOURCE, action: "create" }).data?.can === true;
  const canEdit = useCan({ resource: RESOURCE, action: "edit" }).data?.can === true;
  // 'Diğer' asks only once both days are chosen; until then the list stays as it was.
  const asked = period === "other" && !range ? "all" : period;
  const { query, result } = useCustom<TailorListAnswer>({
    url: `${apiUrl}/tailor-list`,
    method: "get",
    config: { query: tailorListQuery(asked, range, page) },
  });
  const answer = result.data as TailorListAnswer | undefined;
  const loading = query.isLoading;

  const columns = useMemo<TableColumnType<TailorListRow>[]>(
    () => [
      {
        key: "client",
        title: t("dimensions.list.client"),
        render: (_value, row) => (
          <Flex vertical>
            <span>{row.client_name}</span>
            {row.client_gsm && <span style={{ color: "rgba(0,0,0,0.65)" }}>{row.client_gsm}</span>}
          </Flex>
        ),
      },
      { key: "product", dataIndex: "product", title: t("dimensions.list.product") },
      { key: "category", dataIndex: "category", title: t("dimensions.list.category") },
      { key: "contract_no", dataIndex: "contract_no", title: t("dimensions.list.contractNo") },
      { key: "sale_date", dataIndex: "sale_date", title: t("dimensions.list.saleDate"), render: (value) => <span style={{ whiteSpace: "nowrap" }}>{shownDate(value)}</span> },
      {
        key: "measurement_date",
        dataIndex: "measurement_date",
        title: t("dimensions.list.measurementDate"),
        render: (value) => <span style={{ whiteSpace: "nowrap" }}>{shownDate(value)}</span>,
      },
      { key: "actions", title: t("dimensions.list.actions"), render: (_value, row) => <RowButtons row={row} canCreate={canCreate} canEdit={canEdit} /> },
    ],
    [t, canCreate, canEdit],
  );

  return (
    <List resource={RESOURCE} breadcrumb={false} title={titleOf(t, RESOURCE, "list")}>
      <Flex vertical gap={16}>
        <Row gutter={[16, 16]} data-testid="tailor-counters" role="group" aria-label={t("dimensions.list.counters")}>
          {TAILOR_COUNTERS.map((name) => (
            <Col key={name} xs={12} md={8} xl={4}>
              <Card size="small">
                <Statistic title={t(`engine.filters.periods.${name}`)} value={answer?.counters?.[name] ?? 0} loading={loading} />
              </Card>
            </Col>
          ))}
        </Row>
        <Flex gap={8} wrap>
          <Select<TailorListPeriod>
            aria-label={t("dimensions.list.period")}
            value={period}
            style={{ minWidth: 180 }}
            onChange={(next) => {
              setPeriod(next);
              setPage(1);
              if (next !== "other") setRange(null);
            }}
            options={TAILOR_LIST_PERIODS.map((value) => ({ value, label: t(periodKey(value)) }))}
          />
          {period === "other" && (
            <DatePicker.RangePicker
              aria-label={t("dimensions.list.range")}
              format="DD-MM-YYYY"
              onChange={(days: [Dayjs | null, Dayjs | null] | null) => {
                setPage(1);
                setRange(days?.[0] && days[1] ? [days[0].format("YYYY-MM-DD"), days[1].format("YYYY-MM-DD")] : null);
              }}
            />
          )}
        </Flex>
        {query.isError ? (
          <Alert type="error" showIcon message={t("dimensions.list.failed")} />
        ) : (
          <ScrollRegion label={titleOf(t, RESOURCE, "list")}>
            <Table<TailorListRow>
              rowKey="id"
              size="small"
              style={WIDE_TABLE_STYLE}
              loading={loading}
              columns={columns}
              dataSource={answer?.data ?? []}
              locale={{ emptyText: <Empty description={t("dimensions.list.empty")} /> }}
              pagination={{ current: page, pageSize: TAILOR_LIST_PER_PAGE, total: answer?.total ?? 0, showSizeChanger: false, onChange: setPage }}
            />
          </ScrollRegion>
        )}
      </Flex>
    </List>
  );
};

export default TailorListPage;
