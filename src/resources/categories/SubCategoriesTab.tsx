import type { BaseRecord } from "@refinedev/core";
import { useTranslation } from "react-i18next";
import { enumLabel } from "../../engine";
import { ResourceCreateButton } from "../generic/form/ResourceCreateButton";
import { ResourceTable, type ResourceColumn } from "../generic/list/ResourceTable";
import { RelatedList } from "../generic/related/RelatedList";

const RESOURCE = "categories";
const SUB_CATEGORY = { type: "product-alt-categories" } as const;

/**
 * 'Ürün Alt Kategorileri': each product category (a page of 15, searched by name) with its sub-categories,
 * added under its row or, from the toolbar, under a product category chosen in the form.
 */
export const SubCategoriesTab = () => {
  const { t } = useTranslation();
  const addLabel = t("categories.screen.add.subCategory");
  const columns: ResourceColumn[] = [
    { key: "name", dataIndex: "name", title: enumLabel(t, RESOURCE, "type", "product-categories") },
    {
      key: "sub-categories",
      title: t("categories.screen.subCategories"),
      render: (_value: unknown, record: BaseRecord) =>
        record.id === undefined ? null : (
          <RelatedList
            resource={RESOURCE}
            parentField="parent_id"
            parentId={record.id}
            fixedFilters={SUB_CATEGORY}
            createLabel={addLabel}
            columns={["name"]}
            search={false}
            filters={[]}
            ownRows
            size="small"
            showHeader={false}
            emptyText={t("categories.screen.empty.subCategories")}
          />
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
      extra={<ResourceCreateButton resource={RESOURCE} presets={SUB_CATEGORY} label={addLabel} />}
      emptyText={t("categories.screen.empty.product-categories")}
    />
  );
};
