import { BellOutlined } from "@ant-design/icons";
import { Button, Dropdown, Spin, theme } from "antd";
import { Suspense, lazy, useState } from "react";
import { useTranslation } from "react-i18next";
import type { Announcement } from "./AnnouncementModal";
import { PANEL_WIDTH } from "./panel-width";

const NotificationPanel = lazy(() => import("./NotificationPanel"));

/** Slides the panel sideways into the window instead of letting its start run off the left edge ("Hepsi" read "psi"). */
const SHIFT_INTO_VIEW = { adjustX: 1, adjustY: 1, shiftX: true } as const;
// Loads with the first announcement opened: antd's Modal and the HTML sanitiser stay out of every page's first render.
const AnnouncementModal = lazy(() => import("./AnnouncementModal"));

interface NotificationDropdownProps {
  notificationsListPath?: string;
  announcementsListPath?: string;
}

/**
 * The bell: 'Hepsi' = the last five notifications, 'Duyurular' = announcements opened in a modal; 'Tümünü Gör'
 * leads to the list of the tab on view.
 */
export const NotificationDropdown = ({ notificationsListPath, announcementsListPath }: NotificationDropdownProps) => {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const [open, setOpen] = useState(false);
  const [announcement, setAnnouncement] = useState<Announcement | null>(null);
  // Once opened, the modal stays mounted, so that closing it plays antd's animation.
  const [modalUsed, setModalUsed] = useState(false);
  const openAnnouncement = (opened: Announcement) => {
    setModalUsed(true);
    setAnnouncement(opened);
  };

  const panel = (
    <Suspense
      fallback={
        <div style={{ width: PANEL_WIDTH, padding: 24, textAlign: "center", background: token.colorBgElevated, borderRadius: token.borderRadiusLG, boxShadow: token.boxShadowSecondary }}>
          <Spin />
        </div>
      }
    >
      <NotificationPanel
        open={open}
        listPaths={{ all: notificationsListPath, announcements: announcementsListPath }}
        onClose={() => setOpen(false)}
        onAnnouncement={openAnnouncement}
      />
    </Suspense>
  );

  return (
    <>
      <Dropdown open={open} onOpenChange={setOpen} trigger={["click"]} popupRender={() => panel} placement="bottomRight" autoAdjustOverflow={SHIFT_INTO_VIEW}>
        <Button id="notification-bell" type="text" icon={<BellOutlined />} aria-label={t("layout.notifications.title")} />
      </Dropdown>
      {modalUsed && (
        <Suspense fallback={null}>
          <AnnouncementModal announcement={announcement} onClose={() => setAnnouncement(null)} />
        </Suspense>
      )}
    </>
  );
};
