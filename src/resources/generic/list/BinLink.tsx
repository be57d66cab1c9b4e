import { DeleteOutlined } from "@ant-design/icons";
import { Button } from "antd";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { translateOr } from "../../../engine";
import { useResourceSchema } from "../../../engine/schema-context";
import { useRecordAccess } from "../use-record-access";

/** The way from a list to its bin (`x-resource.routes.bin`), for those who may delete and so use the bin. */
export const BinLink = ({ resource }: { resource: string }) => {
  const { t } = useTranslation();
  const bin = useResourceSchema(resource)["x-resource"].routes.bin;
  const access = useRecordAccess(resource);
  if (bin === undefined || !access.delete) return null;
  return (
    <Link to={`/${bin}`}>
      {/* Named after the bin page where the resource titles it ('Silinen Ürünler'). */}
      <Button icon={<DeleteOutlined />}>{translateOr(t, `${resource}.titles.bin`, t("engine.bin.open"))}</Button>
    </Link>
  );
};
