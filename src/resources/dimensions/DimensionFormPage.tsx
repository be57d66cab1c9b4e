import { useOne } from "@refinedev/core";
import { Skeleton } from "antd";
import { Navigate, useParams, useSearchParams } from "react-router";
import { ResourceForm } from "../generic/form/ResourceForm";
import { SaleItems } from "./SaleItems";
import { sheetPaths } from "./tailor-list";
import { useSaleSheet } from "./use-sale-sheet";

const RESOURCE = "dimensions";

const positive = (value: unknown): number | undefined => {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : undefined;
};

/**
 * 'Ölçü Gir' (`olcu-gir?process_id=`): the generated form of the sheet (sections sale, measures, extras, notes) preset
 * to the sale, with the sale's dress items and their measurement date under the sale, and 'Henüz kişinin ölçüleri
 * girilmemiş.' while it has none. A sale that already has its sheet opens it in update mode instead (spec §4).
 */
export const DimensionCreatePage = () => {
  const [params] = useSearchParams();
  const processId = positive(params.get("process_id"));
  const { sale, loading, failed } = useSaleSheet(processId);
  const existing = positive(sale?.dimension?.id);
  if (existing !== undefined) return <Navigate to={sheetPaths.edit(existing)} replace />;
  // Create or update is known once the sale is read: no form to fill in the meantime.
  if (loading) return <Skeleton active />;
  return (
    <ResourceForm
      resource={RESOURCE}
      action="create"
      initialValues={processId ? { process_id: processId } : undefined}
      extras={{ process_id: <SaleItems sale={sale} loading={loading} failed={failed} showEmptySheet /> }}
    />
  );
};

/** 'Ölçüler' (`olcu-duzenle/:id`): the sheet in update mode, its sale's dress items shown as on create. */
export const DimensionEditPage = () => {
  const { id } = useParams<{ id: string }>();
  const { result } = useOne({ resource: RESOURCE, id: id ?? "" });
  const { sale, loading, failed } = useSaleSheet(positive(result?.process_id));
  return (
    <ResourceForm resource={RESOURCE} action="edit" id={id} extras={{ process_id: <SaleItems sale={sale} loading={loading} failed={failed} showEmptySheet={false} /> }} />
  );
};
