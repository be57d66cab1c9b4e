import { SaveOutlined } from "@ant-design/icons";
import { Button } from "antd";
import { useTranslation } from "react-i18next";

export const SaveButton = ({ id, loading }: { id: string; loading: boolean }) => {
  const { t } = useTranslation();
  return (
    <Button id={id} type="primary" htmlType="submit" icon={<SaveOutlined />} loading={loading}>
      {t("buttons.save")}
    </Button>
  );
};
