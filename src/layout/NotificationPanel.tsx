import { useCustom, useList } from "@refinedev/core";
import { List, Tabs, Typography, theme } from "antd";
import dayjs from "dayjs";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { API_URL } from "../providers/http-client";
import type { Announcement } from "./AnnouncementModal";
import { PANEL_WIDTH } from "./panel-width";
import { NOTIFICATION_DESCRIPTION_LIMIT, truncate } from "./truncate";

interface NotificationRow {
  id: number;
  title: string;
  description: string;
  created_at: string;
}

const LATEST_COUNT = 5;

/** A list entry that is a real button: reachable with Tab, opened with Enter or Space. */
const itemButtonStyle = {
  display: "block",
  width: "100%",
  padding: 0,
  border: 0,
  background: "none",
  font: "inherit",
  color: "inherit",
  textAlign: "left",
  cursor: "pointer",
} as const;

const LatestNotifications = ({ enabled, onPick }: { enabled: boolean; onPick: () => void }) => {
  const { t } = useTranslation();
  const { query, result } = useCustom<{ data: NotificationRow[] }>({
    url: `${API_URL}/get-last-five-notification`,
    method: "get",
    queryOptions: { enabled },
  });
  const rows = result.data?.data ?? [];
  return (
    <List
      id="latest-notifications"
      size="small"
      loading={query.isFetching}
      dataSource={rows}
      locale={{ emptyText: query.isError ? t("layout.notifications.loadError") : t("layout.notifications.empty") }}
      renderItem={(row) => (
        <List.Item key={row.id}>
          <Link to={`/bildirim-detayi/${row.id}`} onClick={onPick} style={{ display: "block", width: "100%", color: "inherit" }}>
            <List.Item.Meta
              title={row.title}
              description={
                <>
                  <div>{truncate(row.description, NOTIFICATION_DESCRIPTION_LIMIT)}</div>
                  <Typography.Text type="secondary">{dayjs(row.created_at).format("L LT")}</Typography.Text>
                </>
              }
            />
          </Link>
        </List.Item>
      )}
    />
  );
};

const LatestAnnouncements = ({ enabled, onPick }: { enabled: boolean; onPick: (row: Announcement) => void }) => {
  const { t } = useTranslation();
  const { query, result } = useList<Announcement>({
    resource: "announces",
    pagination: { currentPage: 1, pageSize: LATEST_COUNT },
    queryOptions: { enabled },
    // Announcements belong to no company: an operator's dealer pick does not apply.
    meta: { ignoreDealerScope: true },
  });
  return (
    <List
      id="latest-announcements"
      size="small"
      loading={query.isFetching}
      dataSource={result.data}
      locale={{ emptyText: query.isError ? t("layout.notifications.loadError") : t("layout.notifications.noAnnouncements") }}
      renderItem={(row) => (
        <List.Item key={row.id}>
          <button type="button" onClick={() => onPick(row)} style={itemButtonStyle}>
            <List.Item.Meta title={row.title} description={dayjs(row.created_at).format("L")} />
          </button>
        </List.Item>
      )}
    />
  );
};

type PanelTab = "all" | "announcements";

interface NotificationPanelProps {
  open: boolean;
  /** Where 'Tümünü Gör' leads from each tab: the notifications list, the announcements list. */
  listPaths: Partial<Record<PanelTab, string>>;
  onClose: () => void;
  onAnnouncement: (row: Announcement) => void;
}

/** The bell's panel: its own chunk (antd Tabs and List), loaded when the bell is first opened. */
const NotificationPanel = ({ open, listPaths, onClose, onAnnouncement }: NotificationPanelProps) => {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const [tab, setTab] = useState<PanelTab>("all");
  const seeAll = listPaths[tab];
  return (
    <div style={{ width: PANEL_WIDTH, background: token.colorBgElevated, borderRadius: token.borderRadiusLG, boxShadow: token.boxShadowSecondary, padding: "0 12px 8px" }}>
      <Tabs
        activeKey={tab}
        onChange={(key) => setTab(key as PanelTab)}
        items={[
          {
            key: "all",
            label: t("layout.notifications.all"),
            children: <LatestNotifications enabled={open} onPick={onClose} />,
          },
          {
            key: "announcements",
            label: t("layout.notifications.announcements"),
            children: (
              <LatestAnnouncements
                enabled={open}
                onPick={(row) => {
                  onClose();
                  onAnnouncement(row);
                }}
              />
            ),
          },
        ]}
      />
      {seeAll && (
        <Link to={seeAll} onClick={onClose}>
          {t("layout.notifications.seeAll")}
        </Link>
      )}
    </div>
  );
};

export default NotificationPanel;
