import { Segmented } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { CATEGORY_TYPES } from "../../schemas/categories.schema";
import { ResourceCreateButton } from "../generic/form/ResourceCreateButton";
import { ResourceTable } from "../generic/list/ResourceTable";

/** This tab keeps product categories and brands; sub-categories have their own tab. */
const TAB_TYPES = ["product-categories", "product-brands"] as const satisfies readonly (typeof CATEGORY_TYPES)[number][];
type TabType = (typeof TAB_TYPES)[number];

/** 'Kategoriler': product categories or brands, created here and never edited (the schema has no PUT). */
export const CategoriesTab = () => {
  const { t } = useTranslation();
  const [type, setType] = useState<TabType>("product-categories");
  return (
    <ResourceTable
      resource="categories"
      fixedFilters={{ type }}
      columns={["name", "created_at"]}
      filters={[]}
      ownRows
      title={
        <Segmented<TabType>
          value={type}
          options={TAB_TYPES.map((value) => ({ value, label: t(`categories.screen.groups.${value}`) }))}
          onChange={setType}
        />
      }
      extra={<ResourceCreateButton resource="categories" presets={{ type }} label={t(`categories.screen.add.${type}`)} />}
      emptyText={t(`categories.screen.empty.${type}`)}
    />
  );
};
