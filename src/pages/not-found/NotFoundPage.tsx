import { Button, Result } from "antd";
import { useTranslation } from "react-i18next";
import { usePageTitle } from "../../layout/use-page-title";
import { useNavigate } from "react-router";

export const NotFoundPage = () => {
  const { t } = useTranslation();
  usePageTitle("pages.notFound.title");
  const navigate = useNavigate();
  return (
    <div id="not-found">
      <Result
        status="404"
        title={t("pages.notFound.title")}
        subTitle={t("pages.notFound.info")}
        extra={
          <Button type="primary" onClick={() => navigate("/anasayfa")}>
            {t("pages.error.backHome")}
          </Button>
        }
      />
    </div>
  );
};

export default NotFoundPage;
