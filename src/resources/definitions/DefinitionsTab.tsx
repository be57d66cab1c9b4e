import { EditOutlined, PlusOutlined } from "@ant-design/icons";
import { useCan, type BaseKey, type BaseRecord } from "@refinedev/core";
import { Button, Empty, Flex, Modal, Select, Space, Table, type TableColumnType } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { enumLabel, fieldLabel, titleOf } from "../../engine";
import { useResourceSchema } from "../../engine/schema-context";
import { DEFINITION_TYPES } from "../../schemas/definitions.schema";
import { ConfirmDelete } from "../categories/ConfirmDelete";
import { fieldColumn } from "../categories/field-column";
import { useTabList } from "../categories/use-tab-list";
import { ResourceForm } from "../generic/form/ResourceForm";
import { Pager } from "../../widgets/pager/Pager";
import { SearchBox } from "../../widgets/search-box/SearchBox";

const RESOURCE = "definitions";

/** The create or edit form in a modal; the list stays where it was. */
const DefinitionModal = ({ id, onClose }: { id?: BaseKey; onClose: () => void }) => {
  const { t } = useTranslation();
  const action = id === undefined ? "create" : "edit";
  return (
    <Modal open onCancel={onClose} footer={null} title={titleOf(t, RESOURCE, action)}>
      <ResourceForm resource={RESOURCE} action={action} id={id} bare onSaved={onClose} />
    </Modal>
  );
};

/** 'Tanımlar': client, income and expense categories; listed, added, edited and deleted here. */
export const DefinitionsTab = () => {
  const { t } = useTranslation();
  const schema = useResourceSchema(RESOURCE);
  const list = useTabList(RESOURCE);
  const canCreate = useCan({ resource: RESOURCE, action: "create" }).data?.can === true;
  const canEdit = useCan({ resource: RESOURCE, action: "edit" }).data?.can === true;
  const canDelete = useCan({ resource: RESOURCE, action: "delete" }).data?.can === true;
  // undefined: closed; null: a new definition; an id: that definition.
  const [editing, setEditing] = useState<BaseKey | null | undefined>(undefined);
  const editLabel = t("buttons.edit");
  const typeLabel = fieldLabel(t, RESOURCE, "type");
  const columns: TableColumnType<BaseRecord>[] = [fieldColumn(t, schema, "name"), fieldColumn(t, schema, "type"), fieldColumn(t, schema, "created_at")];
  if (canEdit || canDelete) {
    columns.push({
      key: "actions",
      title: t("engine.list.actions"),
      align: "right",
      render: (_value: unknown, record: BaseRecord) =>
        record.id === undefined ? null : (
          <Space size="small">
            {canEdit && (
              <Button size="small" icon={<EditOutlined />} title={editLabel} aria-label={editLabel} onClick={() => setEditing(record.id)} />
            )}
            {canDelete && <ConfirmDelete resource={RESOURCE} id={record.id} />}
          </Space>
        ),
    });
  }
  return (
    <Flex vertical gap={16}>
      <Flex gap={8} wrap justify="space-between">
        <Space wrap>
          <SearchBox onSearch={list.search} />
          <Select
            allowClear
            placeholder={typeLabel}
            aria-label={typeLabel}
            style={{ minWidth: 200 }}
            options={DEFINITION_TYPES.map((value) => ({ value, label: enumLabel(t, RESOURCE, "type", value) }))}
            onChange={(value?: string) => list.applyFilter({ field: "type", operator: "eq", value: value ?? undefined })}
          />
        </Space>
        {canCreate && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing(null)}>
            {titleOf(t, RESOURCE, "create")}
          </Button>
        )}
      </Flex>
      <Table<BaseRecord> {...list.tableProps} columns={columns} locale={{ emptyText: <Empty description={t("definitions.screen.empty")} /> }} />
      <Pager {...list.pager} />
      {editing !== undefined && <DefinitionModal id={editing ?? undefined} onClose={() => setEditing(undefined)} />}
    </Flex>
  );
};
