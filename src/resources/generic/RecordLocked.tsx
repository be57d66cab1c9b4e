import { Button, Result } from "antd";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { translateOr } from "../../engine";
import { useResourceSchema } from "../../engine/schema-context";
import { routeLink } from "../registry";

/**
 * An edit form whose record the row rules no longer let anyone change (`_can.update` false): say so instead
 * of a form the server would refuse; the page also leads back to the list.
 */
export const RecordLocked = ({ resource, bare = false }: { resource: string; bare?: boolean }) => {
  const { t } = useTranslation();
  const list = useResourceSchema(resource)["x-resource"].routes.list;
  return (
    <Result
      status="warning"
      // A resource may word why (`<resource>.locked`).
      title={translateOr(t, `${resource}.locked`, t("engine.locked.title"))}
      extra={
        bare || list === undefined ? undefined : (
          <Button type="primary">
            <Link to={routeLink(`/${list}`)}>{t("engine.notFound.back")}</Link>
          </Button>
        )
      }
    />
  );
};
