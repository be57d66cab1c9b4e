import { CalendarOutlined } from "@ant-design/icons";
import { List } from "@refinedev/antd";
import { useGetIdentity } from "@refinedev/core";
import { Button } from "antd";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { titleOf } from "../../../engine";
import { useResourceSchema } from "../../../engine/schema-context";
import { DealerSelector } from "../../../layout/DealerSelector";
import { LazyForbiddenPage as ForbiddenPage } from "../../../pages/forbidden/LazyForbiddenPage";
import { useDealerScope } from "../../../providers/dealer-scope";
import type { Identity } from "../../../providers/session";
import { routeLink } from "../../registry";
import { ResourceTable } from "../list/ResourceTable";

/**
 * The list of a calendar resource (`randevular-liste/:type?`, `kuafor-randevular-liste/:type?`): the generated
 * table with its counters and filters (period on the start day, employee) and the way to the calendar; `all` is
 * the operators' view over every dealer (spec §7 'Üst Yetkiler': appointments lists), with the dealer selector and
 * no row actions, as the leases' list has it.
 */
const CalendarListPage = ({ resource }: { resource: string }) => {
  const { t } = useTranslation();
  const { type } = useParams<{ type?: string }>();
  const schema = useResourceSchema(resource);
  const { data: identity } = useGetIdentity<Identity>();
  const { enabled: operator, scope, setScope } = useDealerScope();
  const allView = type === "all";
  useEffect(() => {
    if (allView && operator && scope === null) setScope({ companyId: null });
  }, [allView, operator, scope, setScope]);
  if (type !== undefined && !(allView && operator)) return <ForbiddenPage />;
  const calendar = schema["x-resource"].routes.calendar;
  return (
    <List
      resource={resource}
      breadcrumb={false}
      title={titleOf(t, resource, "list")}
      headerButtons={
        calendar !== undefined && (
          <Link to={routeLink(`/${calendar}`)}>
            <Button icon={<CalendarOutlined />}>{t("engine.calendar.calendar")}</Button>
          </Link>
        )
      }
    >
      <ResourceTable
        resource={resource}
        counters
        syncWithLocation
        ownRows={!allView}
        rowActions={!allView}
        editInModal
        extra={allView && <DealerSelector companies={identity?.companies ?? []} />}
      />
    </List>
  );
};

export default CalendarListPage;
