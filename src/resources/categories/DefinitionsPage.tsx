import { List } from "@refinedev/antd";
import { Tabs } from "antd";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { titleOf } from "../../engine";
import { DefinitionsTab } from "../definitions/DefinitionsTab";
import { CategoriesTab } from "./CategoriesTab";
import { ContractTemplateTab, type ContractTemplateKind } from "./ContractTemplateTab";
import { SubCategoriesTab } from "./SubCategoriesTab";

/** Tab keys as they appear in the address (`?sekme=tanimlar`), so a reload keeps the tab. */
/** The five contract editors' tabs (spec §2 "Definitions") by the template they edit. */
const CONTRACT_TABS: readonly (readonly [string, ContractTemplateKind])[] = [
  ["satis-sozlesmesi", "sales"],
  ["kiralama-sozlesmesi", "lease"],
  ["siparis-sozlesmesi", "order"],
  ["terzi-sozlesmesi", "tailor"],
  ["kuru-temizleme-sozlesmesi", "dry"],
];
const TABS = ["kategoriler", "tanimlar", ...CONTRACT_TABS.map(([key]) => key), "alt-kategoriler"] as const;
type TabKey = (typeof TABS)[number];
const isTab = (value: string | null): value is TabKey => TABS.includes(value as TabKey);

/**
 * 'Tanımlamalar' (spec §2 "Definitions"): categories and brands, definitions and product sub-categories.
 * and the five contract templates' editors.
 */
const DefinitionsPage = () => {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const requested = params.get("sekme");
  const active: TabKey = isTab(requested) ? requested : "kategoriler";
  const items = [
    { key: "kategoriler", label: t("categories.screen.tabs.categories"), children: <CategoriesTab /> },
    { key: "tanimlar", label: t("categories.screen.tabs.definitions"), children: <DefinitionsTab /> },
    // A contract tab renders (and so fetches its template and the editor) only while it is open.
    ...CONTRACT_TABS.map(([key, kind]) => ({ key, label: t(`contract_templates.fields.${kind}`), children: active === key ? <ContractTemplateTab kind={kind} /> : null })),
    { key: "alt-kategoriler", label: t("categories.screen.tabs.subCategories"), children: <SubCategoriesTab /> },
  ];
  return (
    <List resource="categories" breadcrumb={false} title={titleOf(t, "categories", "list")} canCreate={false}>
      {/* Eight tabs are wider than a laptop's screen: the row wraps (src/global.css) rather than hide tabs behind antd's "more" button, which sits in the tablist (axe: aria-required-children). */}
      <Tabs className="tabs-wrap" activeKey={active} items={items} onChange={(key) => setParams({ sekme: key }, { replace: true })} />
    </List>
  );
};

export default DefinitionsPage;
