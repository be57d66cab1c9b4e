import { useApiUrl, useCustom } from "@refinedev/core";
import { Empty, Table, Tag } from "antd";
import { useTranslation } from "react-i18next";
import { formatDate, translateOr } from "../../../engine";
import { ScrollRegion, WIDE_TABLE_STYLE } from "../../accountings/cash/ScrollRegion";

/** One of her fittings or hairdresser appointments as `GET /client-details/:id/appointments` lists it. */
export interface ClientAppointment {
  id: number;
  calendar: "appointments" | "coiffeurAppointments";
  start_date: string;
  start_time?: string | null;
  end_date?: string | null;
  end_time?: string | null;
  status?: string | null;
  employee_id?: number | null;
  description?: string | null;
}

const time = (value?: string | null) => (value ? value.slice(0, 5) : "");

/** Her fittings and hairdresser appointments, newest first (the server's 50 at most), with their calendar and status. */
export const ClientAppointments = ({ clientId }: { clientId: number }) => {
  const { t } = useTranslation();
  const apiUrl = useApiUrl();
  const { query, result } = useCustom<{ data: ClientAppointment[] }>({
    url: `${apiUrl}/client-details/${clientId}/appointments`,
    method: "get",
    errorNotification: false,
  });
  return (
    // On a phone the table scrolls inside a region the keyboard can reach (axe: scrollable-region-focusable).
    <ScrollRegion label={t("party_detail.sections.appointments")}>
      <Table<ClientAppointment>
        rowKey={(row) => `${row.calendar}-${row.id}`}
        size="small"
        loading={query.isLoading}
        dataSource={result.data?.data ?? []}
        pagination={false}
        style={WIDE_TABLE_STYLE}
        // antd's own placeholder text is too pale (axe color-contrast); the Empty part reads as the lists' do.
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t("party_detail.appointments.empty")} /> }}
        columns={[
          { key: "date", title: t("party_detail.appointments.date"), render: (_, row) => `${formatDate(row.start_date, false)} ${time(row.start_time)}`.trim() },
          {
            key: "calendar",
            title: t("party_detail.appointments.calendar"),
            render: (_, row) => <Tag>{t(`party_detail.appointments.calendars.${row.calendar}`)}</Tag>,
          },
          {
            key: "status",
            title: t("party_detail.appointments.status"),
            render: (_, row) => (row.status ? translateOr(t, `${row.calendar}.enums.status.${row.status}`, row.status) : ""),
          },
          { key: "description", title: t("party_detail.appointments.description"), dataIndex: "description" },
        ]}
      />
    </ScrollRegion>
  );
};
