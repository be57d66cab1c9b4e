import { List } from "@refinedev/antd";
import { useSyncWithLocation, type BaseKey, type BaseRecord } from "@refinedev/core";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { fieldLabel, titleOf } from "../../engine";
import { ResourceCreateButton } from "../generic/form/ResourceCreateButton";
import { ResourceTable, type ResourceColumn, type ResourceList } from "../generic/list/ResourceTable";
import { ArrivalDatesCell } from "./ArrivalDatesCell";
import { UpcomingName } from "./UpcomingName";
import { UpcomingRowActions } from "./UpcomingRowActions";
import { useArrivalDates } from "./use-arrival-dates";

/** Spec §9: the page sizes of the catalog's lists (the schema's 7 first shown). */
export const UPCOMING_PAGE_SIZES = [5, 7, 10, 20, 50, 100] as const;

/** Hands the ids of the rows on screen up to the page, once they change (the dates are read for them). */
const VisibleRows = ({ list, onChange }: { list: ResourceList; onChange: (ids: BaseKey[]) => void }) => {
  const ids = (list.tableQuery.data?.data ?? []).map((row) => row.id).filter((id): id is BaseKey => id !== undefined);
  const key = ids.join(",");
  useEffect(() => onChange(key ? key.split(",") : []), [key, onChange]);
  return null;
};

/**
 * 'Gelecek Ürünler' (spec §2 "Upcoming products"): cards (products, categories, brands), search, brand and
 * category filters, page sizes, and per product its arrival dates with the pieces each brings, the pieces
 * arrived of those ordered, and its actions.
 */
const UpcomingProductsPage = () => {
  const { t } = useTranslation();
  const { syncWithLocation } = useSyncWithLocation();
  const [visible, setVisible] = useState<BaseKey[]>([]);
  const dates = useArrivalDates(visible);
  const columns: ResourceColumn[] = [
    {
      key: "name",
      dataIndex: "name",
      title: fieldLabel(t, "newservices", "name"),
      // A gown's long name reads on two or three lines, not one word a line.
      onCell: () => ({ style: { minWidth: 140 } }),
      render: (name: string, record: BaseRecord) => <UpcomingName name={name} stock={record.stock as number | undefined} />,
    },
    "barcode",
    "category_id",
    "brand_id",
    {
      key: "dates",
      title: fieldLabel(t, "newservices", "dates"),
      render: (_value: unknown, record: BaseRecord) => <ArrivalDatesCell dates={dates.get(String(record.id))} />,
    },
    "stock",
    "max_stock",
    "price",
  ];
  return (
    <List
      resource="newservices"
      breadcrumb={false}
      title={titleOf(t, "newservices", "list")}
      headerButtons={() => <ResourceCreateButton resource="newservices" />}
    >
      <ResourceTable
        resource="newservices"
        counters
        syncWithLocation={syncWithLocation}
        columns={columns}
        pageSizes={UPCOMING_PAGE_SIZES}
        header={(list) => <VisibleRows list={list} onChange={setVisible} />}
        renderRowActions={(record) => <UpcomingRowActions record={record} />}
      />
    </List>
  );
};

export default UpcomingProductsPage;
