import { Form, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { formatDate } from "../../../engine";
import { leaveFinish } from "../../../domain/leave-days";

/** Under the day count: the leave's last day as the start and the days are typed (the server sets the same). */
export const LeaveFinish = () => {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  const finish = leaveFinish(Form.useWatch("start_at", form), Form.useWatch("daycount", form));
  if (finish === undefined) return null;
  return (
    <Typography.Text data-testid="leave-finish" aria-live="polite">
      {t("employees_page.leave.finishAt", { date: formatDate(finish, false) })}
    </Typography.Text>
  );
};
