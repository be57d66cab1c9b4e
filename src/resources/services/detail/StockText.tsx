import { Typography } from "antd";
import { useTranslation } from "react-i18next";
import { UNLIMITED_STOCK } from "../../../schemas/services.schema";

/** Stock as the shop reads it (spec §9): −1 never runs out, 0 is said in red and in words, not by colour alone. */
export const StockText = ({ stock }: { stock: unknown }) => {
  const { t } = useTranslation();
  if (stock === UNLIMITED_STOCK) return <>{t("services.detail.unlimited")}</>;
  if (stock === 0) return <Typography.Text type="danger">{t("services.detail.outOfStock")}</Typography.Text>;
  return <>{typeof stock === "number" ? stock : "-"}</>;
};
