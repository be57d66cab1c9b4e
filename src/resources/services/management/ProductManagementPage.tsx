import { PlusOutlined } from "@ant-design/icons";
import { List } from "@refinedev/antd";
import { useCan, type BaseKey } from "@refinedev/core";
import { Button } from "antd";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { titleOf } from "../../../engine";
import { LazyForbiddenPage as ForbiddenPage } from "../../../pages/forbidden/LazyForbiddenPage";
import { useDealerScope } from "../../../providers/dealer-scope";
import { BinLink } from "../../generic/list/BinLink";
import { ResourceTable } from "../../generic/list/ResourceTable";
import { useRecordAccess } from "../../generic/use-record-access";
import { ProductFormModal } from "../product-form/ProductFormModal";
import BarcodeLabelsButton from "../labels/BarcodeLabelsButton";
import { ProductRowActions } from "../ProductRowActions";
import AtBranchesPanel from "../transfer/AtBranchesPanel";
import { CategoryTiles, type CategoryTile } from "./CategoryTiles";
import { productColumns } from "./product-columns";
import { filterValue, ProductFilters, setFilterValues } from "./ProductFilters";

const RESOURCE = "services";
/** Spec §9: the management list's page sizes; the schema's 7 is the default. */
export const PRODUCT_PAGE_SIZES = [5, 7, 10, 20, 50, 100] as const;
/** Spec §2: the cards above the list (services have their own count but no card). */
const CARDS = ["products", "categories", "brands", "month_leases"] as const;

type Editing = { action: "create" } | { action: "edit"; id: BaseKey };

/**
 * 'Ürün Yönetimi' (`urun-yonetimi/:type?`, spec §2): the shop's products with cards, category tiles, filters and the
 * product modal. `all` is the operators' view over every dealer: the dealer column, the dealer picker, no row actions.
 */
const ProductManagementPage = () => {
  const { t } = useTranslation();
  const { type } = useParams<{ type?: string }>();
  const dealers = useDealerScope();
  const allView = type === "all";
  const access = useRecordAccess(RESOURCE);
  const canCreate = useCan({ resource: RESOURCE, action: "create" }).data?.can === true;
  const [editing, setEditing] = useState<Editing & { open: boolean }>();
  const { enabled: operator, scope, setScope } = dealers;
  // The 'all' view starts over every dealer; the picker then narrows it to one.
  useEffect(() => {
    if (allView && operator && scope === null) setScope({ companyId: null });
  }, [allView, operator, scope, setScope]);
  if (type !== undefined && !(allView && operator)) return <ForbiddenPage />;
  const close = () => setEditing((current) => current && { ...current, open: false });
  return (
    <List
      resource={RESOURCE}
      breadcrumb={false}
      title={allView ? t("services.management.allTitle") : titleOf(t, RESOURCE, "list")}
      headerButtons={
        <>
          {!allView && <BinLink resource={RESOURCE} />}
          {!allView && canCreate && (
            <Button type="primary" icon={<PlusOutlined />} aria-label={titleOf(t, RESOURCE, "create")} onClick={() => setEditing({ action: "create", open: true })}>
              {titleOf(t, RESOURCE, "create")}
            </Button>
          )}
        </>
      }
    >
      <ResourceTable
        resource={RESOURCE}
        ownRows={!allView}
        syncWithLocation
        counters={CARDS}
        columns={productColumns(t)}
        filters={[]}
        pageSizes={PRODUCT_PAGE_SIZES}
        header={(list) => (
          <CategoryTiles
            tiles={(list.result as unknown as { categories?: CategoryTile[] }).categories ?? []}
            active={filterValue(list.filters, "category_id")}
            onPick={(category) => setFilterValues(list, { category_id: category, alt_category: undefined })}
          />
        )}
        extra={(list) => (
          <>
            <ProductFilters list={list} />
            {!allView && (
              <BarcodeLabelsButton
                productIds={(list.tableProps.dataSource ?? []).map((row) => Number(row.id))}
                label={t("services.management.printPage")}
              />
            )}
          </>
        )}
        renderRowActions={(record) => <ProductRowActions record={record} access={access} onEdit={(id) => setEditing({ action: "edit", id, open: true })} />}
      />
      {!allView && <AtBranchesPanel />}
      {editing && (
        <ProductFormModal action={editing.action} id={editing.action === "edit" ? editing.id : undefined} open={editing.open} onClose={close} />
      )}
    </List>
  );
};

export default ProductManagementPage;
