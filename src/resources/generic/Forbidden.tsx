import { Result } from "antd";
import { useTranslation } from "react-i18next";
import { usePageTitle } from "../../layout/use-page-title";

export const Forbidden = () => {
  const { t } = useTranslation();
  usePageTitle("pages.forbidden.title");
  return <Result status="403" title={t("engine.forbidden.title")} subTitle={t("engine.forbidden.subtitle")} />;
};
