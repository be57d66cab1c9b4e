import { Button, Result } from "antd";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { usePageTitle } from "../layout/use-page-title";

/** A full-page 403 or 404 with its own title and a way home; `page` names the texts under `pages.<page>`. */
export const ErrorPage = ({ status, page }: { status: "403" | "404"; page: "forbidden" | "notFound" }) => {
  const { t } = useTranslation();
  usePageTitle(`pages.${page}.title`);
  const navigate = useNavigate();
  return (
    <div id={page === "forbidden" ? "forbidden" : "not-found"}>
      <Result
        status={status}
        title={t(`pages.${page}.title`)}
        subTitle={t(`pages.${page}.info`)}
        extra={
          <Button type="primary" onClick={() => navigate("/anasayfa")}>
            {t("pages.error.backHome")}
          </Button>
        }
      />
    </div>
  );
};
