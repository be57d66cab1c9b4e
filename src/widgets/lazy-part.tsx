import { Skeleton } from "antd";
import { Suspense, lazy, type ComponentType, type ReactNode } from "react";

/** The place a part holds while its code arrives: an input-sized skeleton, so the form does not jump. */
export const PART_LOADING = <Skeleton.Input active block size="small" />;

/**
 * A widget part whose library only some fields need (the date picker, uploads, tables): its own chunk, fetched
 * when a field first renders it, with `fallback` meanwhile. Keeps rc-picker, rc-upload and rc-table out of every
 * form and list that has no such field.
 */
export const lazyPart = <Props extends object>(
  load: () => Promise<{ default: ComponentType<Props> }>,
  fallback: ReactNode = PART_LOADING,
): ComponentType<Props> => {
  const Part = lazy(load);
  const LazyPart = (props: Props) => (
    <Suspense fallback={fallback}>
      <Part {...props} />
    </Suspense>
  );
  return LazyPart;
};
