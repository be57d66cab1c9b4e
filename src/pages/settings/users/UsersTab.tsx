import { useGetIdentity, type BaseRecord } from "@refinedev/core";
import { Space, Tag, type TableColumnType } from "antd";
import { useTranslation } from "react-i18next";
import { fieldLabel } from "../../../engine";
import type { Identity } from "../../../providers/session";
import { ResourceCreateButton } from "../../../resources/generic/form/ResourceCreateButton";
import { ResourceTable } from "../../../resources/generic/list/ResourceTable";
import { useRefreshIdentity } from "../use-refresh-identity";

/** The name, with "Sahip" on the company's first user and "Siz" on one's own row. */
const useNameColumn = (identity: Identity | undefined): TableColumnType<BaseRecord> => {
  const { t } = useTranslation();
  return {
    key: "name",
    dataIndex: "name",
    title: fieldLabel(t, "users", "name"),
    render: (name: string, user) => (
      <Space size={4} wrap>
        {name}
        {user.first_user === true && <Tag color="gold">{t("users.tags.owner")}</Tag>}
        {user.id === identity?.id && <Tag color="blue">{t("users.tags.you")}</Tag>}
      </Space>
    ),
  };
};

/**
 * Kullanıcılar: the shop's users on the engine's parts (users.schema.ts): the schema's table, search and pager
 * (15 a page), its form in a modal, and each row's delete and set-password as the server's `_can` allows.
 */
export const UsersTab = () => {
  const { t } = useTranslation();
  const { data: identity } = useGetIdentity<Identity>();
  const refreshIdentity = useRefreshIdentity();
  const nameColumn = useNameColumn(identity);
  return (
    <ResourceTable
      resource="users"
      ownRows
      editInModal
      columns={[nameColumn, "email", "phone"]}
      extra={<ResourceCreateButton resource="users" />}
      emptyText={t("users.empty")}
      // One's own row is also the signed-in identity: the top bar shows the new name.
      onSaved={(record) => {
        if (record.id === identity?.id) void refreshIdentity();
      }}
    />
  );
};
