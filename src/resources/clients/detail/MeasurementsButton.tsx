import { ColumnWidthOutlined } from "@ant-design/icons";
import { useList, type BaseRecord } from "@refinedev/core";
import { Button, Empty, List, Modal, Skeleton } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { formatDate } from "../../../engine";

/** Her orders and her measurement sheets (`dimensions?client_id=`, one per order), read when the modal opens. */
const useSheets = (clientId: number, enabled: boolean) => {
  const filters = [{ field: "client_id", operator: "eq" as const, value: clientId }];
  const orders = useList<BaseRecord>({ resource: "processes", filters, pagination: { currentPage: 1, pageSize: 50 }, queryOptions: { enabled } });
  const sheets = useList<BaseRecord>({ resource: "dimensions", filters, pagination: { currentPage: 1, pageSize: 50 }, queryOptions: { enabled } });
  const sheetOf = new Map((sheets.result.data ?? []).map((sheet) => [Number(sheet.process_id), sheet]));
  return { orders: orders.result.data ?? [], sheetOf, loading: orders.query.isLoading || sheets.query.isLoading };
};

/**
 * 'Ölçüler': the client's orders, each leading to its measurement sheet (`olcu-duzenle/:id`) or, without one yet, to
 * the tailor list's sheet form preset to that order (`olcu-gir?process_id=`).
 */
export const MeasurementsButton = ({ clientId }: { clientId: number }) => {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const { orders, sheetOf, loading } = useSheets(clientId, open);
  return (
    <>
      <Button icon={<ColumnWidthOutlined />} onClick={() => setOpen(true)}>
        {t("party_detail.buttons.measurements")}
      </Button>
      <Modal open={open} onCancel={() => setOpen(false)} footer={null} title={t("party_detail.buttons.measurements")} destroyOnHidden>
        {loading ? (
          <Skeleton active />
        ) : orders.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t("party_detail.measurements.none")} />
        ) : (
          <List
            size="small"
            dataSource={orders}
            renderItem={(order) => {
              const sheet = sheetOf.get(Number(order.id));
              const name = t("party_detail.measurements.order", {
                no: order.contract_no || order.id,
                date: formatDate(String(order.created_at ?? ""), false),
              });
              return (
                <List.Item
                  key={String(order.id)}
                  actions={[
                    <Link key="sheet" to={sheet ? `/olcu-duzenle/${sheet.id}` : `/olcu-gir?process_id=${order.id}`} aria-label={`${name}: ${t(sheet ? "party_detail.measurements.open" : "party_detail.measurements.create")}`}>
                      {t(sheet ? "party_detail.measurements.open" : "party_detail.measurements.create")}
                    </Link>,
                  ]}
                >
                  {name}
                </List.Item>
              );
            }}
          />
        )}
      </Modal>
    </>
  );
};
