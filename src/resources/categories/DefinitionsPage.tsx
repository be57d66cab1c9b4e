import { List } from "@refinedev/antd";
import { Tabs } from "antd";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { titleOf } from "../../engine";
import { DefinitionsTab } from "../definitions/DefinitionsTab";
import { CategoriesTab } from "./CategoriesTab";
import { SubCategoriesTab } from "./SubCategoriesTab";

/** Tab keys as they appear in the address (`?sekme=tanimlar`), so a reload keeps the tab. */
const TABS = ["kategoriler", "tanimlar", "alt-kategoriler"] as const;
type TabKey = (typeof TABS)[number];
const isTab = (value: string | null): value is TabKey => TABS.includes(value as TabKey);

/**
 * 'Tanımlamalar' (spec §2 "Definitions"): categories and brands, definitions and product sub-categories.
 * The five contract editors join these tabs with the contracts.
 */
const DefinitionsPage = () => {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const requested = params.get("sekme");
  const active: TabKey = isTab(requested) ? requested : "kategoriler";
  const items = [
    { key: "kategoriler", label: t("categories.screen.tabs.categories"), children: <CategoriesTab /> },
    { key: "tanimlar", label: t("categories.screen.tabs.definitions"), children: <DefinitionsTab /> },
    { key: "alt-kategoriler", label: t("categories.screen.tabs.subCategories"), children: <SubCategoriesTab /> },
  ];
  return (
    <List resource="categories" breadcrumb={false} title={titleOf(t, "categories", "list")} canCreate={false}>
      <Tabs activeKey={active} items={items} onChange={(key) => setParams({ sekme: key }, { replace: true })} />
    </List>
  );
};

export default DefinitionsPage;
