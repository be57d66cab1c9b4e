import { Button, Result } from "antd";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { translateOr } from "../../engine";
import { useResourceSchema } from "../../engine/schema-context";
import { listPath } from "./list-path";

/** A show or edit page whose record could not be read (gone, or never there): say so and lead back to the list. */
export const RecordNotFound = ({ resource }: { resource: string }) => {
  const { t } = useTranslation();
  const schema = useResourceSchema(resource);
  return (
    <Result
      status="404"
      // A resource may name its own missing record (suppliers: 'Tedarikçi bulunamadı.', spec §8).
      title={translateOr(t, `${resource}.notFound`, t("engine.notFound.title"))}
      subTitle={t("engine.notFound.subtitle")}
      extra={
        <Button type="primary">
          <Link to={listPath(schema)}>{t("engine.notFound.back")}</Link>
        </Button>
      }
    />
  );
};
