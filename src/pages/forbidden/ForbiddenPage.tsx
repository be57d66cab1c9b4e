import { Button, Result } from "antd";
import { useTranslation } from "react-i18next";
import { usePageTitle } from "../../layout/use-page-title";
import { useNavigate } from "react-router";

/** Shown in place of a page the user's role or flags do not open. */
export const ForbiddenPage = () => {
  const { t } = useTranslation();
  usePageTitle("pages.forbidden.title");
  const navigate = useNavigate();
  return (
    <div id="forbidden">
      <Result
        status="403"
        title={t("pages.forbidden.title")}
        subTitle={t("pages.forbidden.info")}
        extra={
          <Button type="primary" onClick={() => navigate("/anasayfa")}>
            {t("pages.error.backHome")}
          </Button>
        }
      />
    </div>
  );
};

export default ForbiddenPage;
