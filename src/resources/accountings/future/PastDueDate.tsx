import { ExclamationCircleOutlined } from "@ant-design/icons";
import { Typography } from "antd";
import { useTranslation } from "react-i18next";
import { formatDate } from "../../../engine";

/** The last payment date; past due, it says so in words and with an icon, not by colour alone. */
export const PastDueDate = ({ date, pastDue }: { date: string; pastDue: boolean }) => {
  const { t } = useTranslation();
  if (!pastDue) return <span>{formatDate(date, false)}</span>;
  return (
    <Typography.Text type="danger" strong style={{ whiteSpace: "nowrap" }}>
      <ExclamationCircleOutlined aria-hidden /> {formatDate(date, false)} <span>({t("accounting_reports.future.pastDue")})</span>
    </Typography.Text>
  );
};
