import { Result } from "antd";
import { useTranslation } from "react-i18next";

export const Forbidden = () => {
  const { t } = useTranslation();
  return <Result status="403" title={t("engine.forbidden.title")} subTitle={t("engine.forbidden.subtitle")} />;
};
