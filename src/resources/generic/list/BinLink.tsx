import { DeleteOutlined } from "@ant-design/icons";
import { Button } from "antd";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
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
      <Button icon={<DeleteOutlined />}>{t("engine.bin.open")}</Button>
    </Link>
  );
};
