import type { BaseRecord } from "@refinedev/core";
import { useTranslation } from "react-i18next";
import { enumLabel } from "../../engine";
import { ResourceCreateButton } from "../generic/form/ResourceCreateButton";
import { ResourceTable, type ResourceColumn } from "../generic/list/ResourceTable";
import { useRecordAccess } from "../generic/use-record-access";
import { SubCategoryList } from "./SubCategoryList";
import { useSubCategoriesByParent } from "./use-sub-categories-by-parent";

const RESOURCE = "categories";
const SUB_CATEGORY = { type: "product-alt-categories" } as const;

/**
 * 'Ürün Alt Kategorileri': each product category (a page of 15, searched by name) with its sub-categories,
 * added under its row or, from the toolbar, under a product category chosen in the form. The sub-categories
 * of every row come from one request.
 */
export const SubCategoriesTab = () => {
  const { t } = useTranslation();
  const subCategories = useSubCategoriesByParent();
  const access = useRecordAccess(RESOURCE);
  const columns: ResourceColumn[] = [
    { key: "name", dataIndex: "name", title: enumLabel(t, RESOURCE, "type", "product-categories") },
    {
      key: "sub-categories",
      title: t("categories.screen.subCategories"),
      render: (_value: unknown, record: BaseRecord) =>
        record.id === undefined ? null : (
          <SubCategoryList parentId={record.id} rows={subCategories.of(record.id)} loading={subCategories.loading} access={access} />
        ),
    },
  ];
  return (
    <ResourceTable
      resource={RESOURCE}
      fixedFilters={{ type: "product-categories" }}
      columns={columns}
      filters={[]}
      rowActions={false}
      ownRows
      extra={<ResourceCreateButton resource={RESOURCE} presets={SUB_CATEGORY} label={t("categories.screen.add.subCategory")} />}
      emptyText={t("categories.screen.empty.product-categories")}
    />
  );
};
