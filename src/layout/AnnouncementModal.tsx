import { Modal } from "antd";
import { useTranslation } from "react-i18next";
import { formatDate } from "../engine/format";
import { SafeHtml } from "../widgets/html/SafeHtml";
import { MutedText } from "./plain-text";

export interface Announcement {
  id: number;
  title: string;
  description: string;
  created_at: string;
}

export const AnnouncementModal = ({ announcement, onClose }: { announcement: Announcement | null; onClose: () => void }) => {
  const { t } = useTranslation();
  return (
    <Modal
      open={announcement !== null}
      title={announcement?.title}
      onCancel={onClose}
      onOk={onClose}
      okText={t("buttons.close")}
      cancelButtonProps={{ style: { display: "none" } }}
      destroyOnHidden
    >
      {announcement && (
        <>
          <MutedText>{formatDate(announcement.created_at, false)}</MutedText>
          <SafeHtml html={announcement.description} className="announcement-description" />
        </>
      )}
    </Modal>
  );
};

export default AnnouncementModal;
