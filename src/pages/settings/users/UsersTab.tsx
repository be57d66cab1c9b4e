import { DeleteOutlined, EditOutlined, KeyOutlined, PlusOutlined } from "@ant-design/icons";
import { useTable } from "@refinedev/antd";
import { useDelete } from "@refinedev/core";
import { Button, Empty, Flex, Popconfirm, Space, Table, Tag, Tooltip, type TableColumnType } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { Identity } from "../../../providers/session";
import { Pager } from "../../../widgets/pager/Pager";
import { SearchBox } from "../../../widgets/search-box/SearchBox";
import { toMaskedPhone } from "../form-values";
import { useRefreshIdentity } from "../use-refresh-identity";
import { SetPasswordModal } from "./SetPasswordModal";
import { UserFormModal } from "./UserFormModal";
import { canDeleteUser, canSetPassword, type UserRow } from "./user-row";

/** Spec §9: 15 rows a page. */
export const USERS_PER_PAGE = 15;

type Editing = { kind: "create" } | { kind: "edit"; user: UserRow } | { kind: "password"; user: UserRow } | null;

/** Kullanıcılar: the shop's users, paged on the server, with search, create/edit, set password and delete. */
export const UsersTab = ({ identity }: { identity: Identity }) => {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<Editing>(null);
  const refreshIdentity = useRefreshIdentity();
  const { mutate: deleteUser, mutation: deletion } = useDelete();
  const { tableProps, setFilters, currentPage, setCurrentPage, result } = useTable<UserRow>({
    resource: "users",
    pagination: { pageSize: USERS_PER_PAGE },
    syncWithLocation: false,
    // The shop's own users, whichever dealer an operator is looking at.
    meta: { ignoreDealerScope: true },
  });

  const remove = (user: UserRow) =>
    deleteUser({
      resource: "users",
      id: user.id,
      successNotification: (data) => ({ type: "success", message: String((data?.data as { message?: unknown } | undefined)?.message ?? t("settings.users.deleted")) }),
      errorNotification: (error) => ({ type: "error", message: error?.message ?? "" }),
    });

  const columns: TableColumnType<UserRow>[] = [
    {
      title: t("settings.user.name"),
      dataIndex: "name",
      render: (name: string, user) => (
        <Space size={4} wrap>
          {name}
          {user.first_user && <Tag color="gold">{t("settings.users.owner")}</Tag>}
          {user.id === identity.id && <Tag color="blue">{t("settings.users.you")}</Tag>}
        </Space>
      ),
    },
    { title: t("settings.user.email"), dataIndex: "email" },
    { title: t("settings.user.phone"), dataIndex: "phone", render: (phone: string | null) => <span style={{ whiteSpace: "nowrap" }}>{toMaskedPhone(phone) ?? ""}</span> },
    {
      title: t("table.actions"),
      key: "actions",
      width: 140,
      render: (_, user) => (
        <Space size="small">
          <Tooltip title={t("buttons.edit")}>
            <Button size="small" icon={<EditOutlined />} aria-label={t("buttons.edit")} onClick={() => setEditing({ kind: "edit", user })} />
          </Tooltip>
          {canSetPassword(user, identity.id) && (
            <Tooltip title={t("settings.users.setPassword")}>
              <Button size="small" icon={<KeyOutlined />} aria-label={t("settings.users.setPassword")} onClick={() => setEditing({ kind: "password", user })} />
            </Tooltip>
          )}
          {canDeleteUser(user, identity.id) && (
            <Popconfirm
              title={t("settings.users.deleteConfirm")}
              okText={t("settings.confirm.ok")}
              cancelText={t("settings.confirm.cancel")}
              okButtonProps={{ danger: true }}
              onConfirm={() => remove(user)}
            >
              <Button size="small" danger icon={<DeleteOutlined />} aria-label={t("buttons.delete")} loading={deletion.isPending} />
            </Popconfirm>
          )}
        </Space>
      ),
    },
  ];

  return (
    <Flex vertical gap={16}>
      <Flex gap={8} wrap justify="space-between">
        <SearchBox
          onSearch={(keyword) => {
            setFilters([{ field: "keyword", operator: "contains", value: keyword || undefined }], "replace");
            setCurrentPage(1);
          }}
        />
        <Button id="user-create" type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ kind: "create" })}>
          {t("settings.users.create")}
        </Button>
      </Flex>
      <Table<UserRow>
        {...tableProps}
        rowKey="id"
        columns={columns}
        pagination={false}
        scroll={{ x: true }}
        locale={{ emptyText: <Empty description={t("settings.users.empty")} /> }}
      />
      <Pager total={result.total ?? 0} perPage={USERS_PER_PAGE} current={currentPage} onChange={setCurrentPage} />
      {(editing?.kind === "create" || editing?.kind === "edit") && (
        <UserFormModal user={editing.kind === "edit" ? editing.user : undefined} 
          company={identity.company}
          onClose={(saved) => {
            // Their own row is also the signed-in identity: the top bar shows the new name.
            if (saved && editing.kind === "edit" && editing.user.id === identity.id) void refreshIdentity();
            setEditing(null);
          }}
        />
      )}
      {editing?.kind === "password" && <SetPasswordModal user={editing.user} onClose={() => setEditing(null)} />}
    </Flex>
  );
};
