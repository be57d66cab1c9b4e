import { useApiUrl, useCustom, type BaseRecord } from "@refinedev/core";
import { Alert, Empty, Modal, Segmented, Table } from "antd";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useResourceSchema } from "../../../engine/schema-context";
import { useListColumns } from "../../generic/list/use-list-columns";
import { leaseDateColumn, leaseStatusColumn } from "../../leases/lease-columns";

/** Spec §2 §4 "Lease": the rental calendar's filter: all, past (taken back) and future (still out or to come). */
export const CALENDAR_FILTERS = ["all", "past", "future"] as const;
export type CalendarFilter = (typeof CALENDAR_FILTERS)[number];
/** Spec §9: seven bookings a page. */
export const CALENDAR_PER_PAGE = 7;

const NO_ACCESS = { show: false, edit: false, update: false, delete: false };

interface LeasePage {
  data: BaseRecord[];
  total: number;
}

/**
 * 'Kiralama Takvimi' (spec §2 "Product management" modals): the product's bookings, all / past / future
 * (`GET /api/leases-by-product/:id?filter=`), seven a page, with DD-MM-YYYY dates and the status as a tag.
 */
const RentalCalendarModal = ({ product, open, onClose }: { product: BaseRecord; open: boolean; onClose: () => void }) => {
  const { t } = useTranslation();
  const apiUrl = useApiUrl();
  const schema = useResourceSchema("leases");
  const [filter, setFilter] = useState<CalendarFilter>("all");
  const [page, setPage] = useState(1);
  const { query, result } = useCustom<LeasePage>({
    url: `${apiUrl}/leases-by-product/${product.id}`,
    method: "get",
    config: { query: { page, perPage: CALENDAR_PER_PAGE, filter } },
    errorNotification: false,
    queryOptions: { enabled: open },
  });
  const own = useListColumns({ schema, sorters: [], access: NO_ACCESS, allDealers: false, columns: ["client_id", "total_price", "price"], rowActions: false });
  const columns = useMemo(
    () => [own[0]!, leaseDateColumn(t, "issue_date"), leaseDateColumn(t, "delivery_date"), ...own.slice(1), leaseStatusColumn(t)],
    [own, t],
  );
  return (
    <Modal open={open} title={`${t("leases.calendar.title")}: ${String(product.name ?? "")}`} footer={null} onCancel={onClose} width={820} destroyOnHidden>
      <Segmented<CalendarFilter>
        aria-label={t("leases.calendar.title")}
        value={filter}
        onChange={(next) => {
          setFilter(next);
          setPage(1);
        }}
        options={CALENDAR_FILTERS.map((value) => ({ value, label: t(`leases.calendar.filters.${value}`) }))}
        style={{ marginBottom: 12 }}
      />
      {query.isError ? (
        <Alert type="error" showIcon message={t("leases.calendar.failed")} />
      ) : (
        <Table<BaseRecord>
          rowKey="id"
          size="small"
          loading={query.isFetching}
          dataSource={result.data?.data ?? []}
          columns={columns}
          scroll={{ x: "max-content" }}
          locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t("leases.calendar.empty")} /> }}
          pagination={{ current: page, pageSize: CALENDAR_PER_PAGE, total: result.data?.total ?? 0, onChange: setPage, showSizeChanger: false, hideOnSinglePage: true }}
        />
      )}
    </Modal>
  );
};

export default RentalCalendarModal;
