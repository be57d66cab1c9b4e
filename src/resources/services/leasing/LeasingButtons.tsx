import { CalendarOutlined, ShoppingOutlined } from "@ant-design/icons";
import { useCan, useInvalidate, type BaseRecord } from "@refinedev/core";
import { Button } from "antd";
import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";

// The modals load when first opened: the management page's chunk stays within its budget.
const LeaseProductModal = lazy(() => import("./LeaseProductModal"));
const RentalCalendarModal = lazy(() => import("./RentalCalendarModal"));

type Opened = "lease" | "calendar";

/**
 * 'Kirala' and 'Kiralama Takvimi' on one of the shop's own products (spec §2 "Product management" modals): a
 * lease of the product, and its bookings. Neither for services, which are not rented out; 'Kirala' only for users
 * who may add leases.
 */
export const LeasingButtons = ({ product }: { product: BaseRecord }) => {
  const { t } = useTranslation();
  const invalidate = useInvalidate();
  const canLease = useCan({ resource: "leases", action: "create" }).data?.can === true;
  const canList = useCan({ resource: "leases", action: "list" }).data?.can === true;
  const [opened, setOpened] = useState<Opened>();
  if (product.is_service === true) return null;
  const close = () => setOpened(undefined);
  const named = (key: "lease" | "calendar") => ({ title: t(`leases.productActions.${key}`), "aria-label": t(`leases.productActions.${key}`) });
  return (
    <>
      {canLease && <Button size="small" icon={<ShoppingOutlined />} onClick={() => setOpened("lease")} {...named("lease")} />}
      {canList && <Button size="small" icon={<CalendarOutlined />} onClick={() => setOpened("calendar")} {...named("calendar")} />}
      <Suspense fallback={null}>
        {opened === "lease" && (
          <LeaseProductModal
            product={product}
            open
            onClose={close}
            onLeased={() => {
              void invalidate({ resource: "leases", invalidates: ["list"] });
              // The management cards count this month's leases.
              void invalidate({ resource: "services", invalidates: ["list"] });
            }}
          />
        )}
        {opened === "calendar" && <RentalCalendarModal product={product} open onClose={close} />}
      </Suspense>
    </>
  );
};
