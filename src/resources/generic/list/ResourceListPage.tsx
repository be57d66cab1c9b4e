import { List } from "@refinedev/antd";
import { useSyncWithLocation } from "@refinedev/core";
import { useTranslation } from "react-i18next";
import { titleOf } from "../../../engine";
import { BinLink } from "./BinLink";
import { ResourceTable } from "./ResourceTable";

/** The generated list page of a resource: its table with the counters, under the page header, its create button and the way to its bin. */
const ResourceListPage = ({ resource }: { resource: string }) => {
  const { t } = useTranslation();
  // The page's one table keeps page, search and filters in the address, as the app is set up to.
  const { syncWithLocation } = useSyncWithLocation();
  return (
    <List
      resource={resource}
      breadcrumb={false}
      title={titleOf(t, resource, "list")}
      headerButtons={({ defaultButtons }) => (
        <>
          <BinLink resource={resource} />
          {defaultButtons}
        </>
      )}
    >
      <ResourceTable resource={resource} counters syncWithLocation={syncWithLocation} />
    </List>
  );
};

export default ResourceListPage;
