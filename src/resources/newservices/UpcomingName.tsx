import { Typography } from "antd";
import { useTranslation } from "react-i18next";

/** Spec §2/§9: a product with nothing arrived yet shows its name in red, and says so in words (not by colour alone). */
export const UpcomingName = ({ name, stock }: { name: string; stock: number | null | undefined }) => {
  const { t } = useTranslation();
  if ((stock ?? 0) > 0) return <>{name}</>;
  return (
    <Typography.Text type="danger" data-testid="out-of-stock-name">
      {name} <small>({t("newservices.page.outOfStock")})</small>
    </Typography.Text>
  );
};
