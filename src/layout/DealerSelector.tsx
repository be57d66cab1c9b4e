import { Skeleton } from "antd";
import { Suspense, lazy } from "react";
import { useDealerScope } from "../providers/dealer-scope";
import type { DealerPickerProps } from "./DealerPicker";

// antd's Select (~20 KB gzip) comes with the picker, which only operators see.
const DealerPicker = lazy(() => import("./DealerPicker"));

/** Operators only: their own records, or the 'all' view of one dealer or of all of them ('Tüm Bayiler'). */
export const DealerSelector = (props: DealerPickerProps) => {
  const { enabled } = useDealerScope();
  if (!enabled) return null;
  return (
    <Suspense fallback={<Skeleton.Input active size="small" style={props.block ? { width: "100%" } : { minWidth: 180 }} />}>
      <DealerPicker {...props} />
    </Suspense>
  );
};
