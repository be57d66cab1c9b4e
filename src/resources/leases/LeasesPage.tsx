import { SettingOutlined } from "@ant-design/icons";
import { List } from "@refinedev/antd";
import { useGetIdentity } from "@refinedev/core";
import { Button, Segmented } from "antd";
import { useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useParams } from "react-router";
import { titleOf } from "../../engine";
import { DealerSelector } from "../../layout/DealerSelector";
import { LazyForbiddenPage as ForbiddenPage } from "../../pages/forbidden/LazyForbiddenPage";
import { useDealerScope } from "../../providers/dealer-scope";
import type { Identity } from "../../providers/session";
import { useCompanyToday } from "../generic/actions/use-company-today";
import { ResourceTable, type ResourceColumn } from "../generic/list/ResourceTable";
import { useRecordAccess } from "../generic/use-record-access";
import { leaseDateColumn, leaseStatusColumn } from "./lease-columns";
import { LeaseRowActions } from "./LeaseRowActions";
import { DEFAULT_LEASE_VIEW, isLeaseView, LEASE_VIEWS, leaseViewFilters, type LeaseView } from "./lease-view";

const RESOURCE = "leases";
const BASE = "/kiralik-urunler";
/** Where the lease overview links for the shop's turnaround days and late fee (the generated singleton page). */
export const RENTAL_SETTINGS_PATH = "/kiralama-ayarlari";

/**
 * The lease columns of spec §2 "Lease overview": product, client, issue and delivery dates (DD-MM-YYYY, spec §9),
 * total, kapora, what is left to pay and the status as a tag. The rest is drawn by the fields' own widgets.
 */
const useLeaseColumns = (): ResourceColumn[] => {
  const { t } = useTranslation();
  return useMemo(
    () => ["service_id", "client_id", leaseDateColumn(t, "issue_date"), leaseDateColumn(t, "delivery_date"), "total_price", "price", "remaining", leaseStatusColumn(t)],
    [t],
  );
};

/**
 * 'Kiralık Ürünler' (`kiralik-urunler/:type?`, spec §2 "Lease overview", §4 "Lease"): the generated lease list
 * (only rents, not the tailor's or dry cleaning's bookings) with its past / current / future counters, the
 * now / past / future / today-issue / today-delivery selector turned into the list's date ranges on the company's
 * day, and per row the actions its `_can` allows: take-back, extend, receive payment. `all` is the operators' view
 * over every dealer: the dealer selector, a dealer column, no actions.
 */
const LeasesPage = () => {
  const { t } = useTranslation();
  const { type } = useParams<{ type?: string }>();
  const navigate = useNavigate();
  const { data: identity } = useGetIdentity<Identity>();
  const { enabled: operator, scope, setScope } = useDealerScope();
  const access = useRecordAccess(RESOURCE);
  const today = useCompanyToday();
  const columns = useLeaseColumns();
  const allView = type === "all";
  // The all view keeps its selector here; the own view keeps it in the address (`/kiralik-urunler/past`).
  const [allViewChoice, setAllViewChoice] = useState<LeaseView>(DEFAULT_LEASE_VIEW);
  useEffect(() => {
    if (allView && operator && scope === null) setScope({ companyId: null });
  }, [allView, operator, scope, setScope]);
  if (allView ? !operator : type !== undefined && !isLeaseView(type)) return <ForbiddenPage />;
  const view: LeaseView = allView ? allViewChoice : isLeaseView(type) ? type : DEFAULT_LEASE_VIEW;
  const choose = (next: LeaseView) => (allView ? setAllViewChoice(next) : navigate(`${BASE}/${next}`, { replace: true }));
  return (
    <List
      resource={RESOURCE}
      breadcrumb={false}
      title={allView ? t("leases.overview.allTitle") : titleOf(t, RESOURCE, "list")}
      headerButtons={
        !allView && (
          <Link to={RENTAL_SETTINGS_PATH}>
            <Button icon={<SettingOutlined />}>{t("leases.overview.settings")}</Button>
          </Link>
        )
      }
    >
      <ResourceTable
        resource={RESOURCE}
        ownRows={!allView}
        syncWithLocation
        counters
        columns={columns}
        fixedFilters={leaseViewFilters(view, today)}
        filters={["service_id", "client_id", "status"]}
        title={
          <Segmented<LeaseView>
            className="segmented-wrap"
            aria-label={t("leases.overview.filter")}
            value={view}
            onChange={choose}
            options={LEASE_VIEWS.map((value) => ({ value, label: t(`leases.overview.filters.${value}`) }))}
          />
        }
        extra={allView && <DealerSelector companies={identity?.companies ?? []} />}
        renderRowActions={(record) => <LeaseRowActions record={record} access={access} />}
      />
    </List>
  );
};

export default LeasesPage;
