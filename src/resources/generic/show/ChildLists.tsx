import { CanAccess, type BaseKey } from "@refinedev/core";
import { Card, Flex } from "antd";
import { useTranslation } from "react-i18next";
import { childSchemasOf, titleOf } from "../../../engine";
import { useSchemas } from "../../../engine/schema-context";
import { RelatedList } from "../related/RelatedList";

/**
 * On a record's show page, the rows of every resource that declares it as `x-resource.parent` (an
 * employee's advances), each listed and added under the record, edited in a modal. A child list the user
 * may not open is left out.
 */
export const ChildLists = ({ resource, id }: { resource: string; id: BaseKey }) => {
  const { t } = useTranslation();
  // Lines (`parent.lines`) are part of the record: its own fields show them.
  const children = childSchemasOf(useSchemas(), resource).filter((child) => !child["x-resource"].parent?.lines);
  if (children.length === 0) return null;
  return (
    <Flex vertical gap={16} style={{ marginTop: 24 }}>
      {children.map((child) => (
        <CanAccess key={child.$id} resource={child.$id} action="list">
          <Card title={titleOf(t, child.$id, "list")} size="small">
            <RelatedList resource={child.$id} parentField={child["x-resource"].parent!.field} parentId={id} editInModal size="small" />
          </Card>
        </CanAccess>
      ))}
    </Flex>
  );
};
