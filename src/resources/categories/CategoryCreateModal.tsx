import { useForm, useSelect } from "@refinedev/antd";
import type { BaseKey, BaseRecord, HttpError } from "@refinedev/core";
import { Form, Input, Modal, Radio, Select, type SelectProps } from "antd";
import type { Rule } from "antd/es/form";
import { useTranslation } from "react-i18next";
import { enumLabel, fieldByName, fieldLabel, fieldRules } from "../../engine";
import { useResourceSchema } from "../../engine/schema-context";
import type { CATEGORY_TYPES } from "../../schemas/categories.schema";

export type CategoryType = (typeof CATEGORY_TYPES)[number];

/** Mounted while open, so every opening starts from a clean form. */
interface CategoryCreateModalProps {
  title: string;
  /** The types this tab creates; one type hides the choice. */
  types: readonly CategoryType[];
  initialType: CategoryType;
  /** A sub-category opened from its parent's row starts with that parent. */
  initialParent?: BaseKey;
  onClose: () => void;
  onSaved: (record: BaseRecord) => void;
}

interface Values {
  name: string;
  type: CategoryType;
  parent_id?: BaseKey;
}

const RESOURCE = "categories";

/** Parent choices: only product categories may hold sub-categories (the server checks the same). */
const ParentSelect = (props: { id?: string; value?: BaseKey; onChange?: (value: BaseKey) => void }) => {
  const { selectProps } = useSelect({
    resource: RESOURCE,
    optionLabel: "name",
    optionValue: "id",
    filters: [{ field: "type", operator: "eq", value: "product-categories" }],
    sorters: [{ field: "name", order: "asc" }],
    defaultValue: props.value,
    debounce: 500,
    onSearch: (keyword) => [{ field: "keyword", operator: "contains", value: keyword }],
    meta: { ignoreDealerScope: true },
  });
  return (
    <Select<BaseKey>
      {...(selectProps as SelectProps<BaseKey>)}
      id={props.id}
      value={props.value}
      onChange={(value) => props.onChange?.(value)}
      style={{ width: "100%" }}
    />
  );
};

/** Categories are created here and never edited (spec §5 "Category edit is not implemented"). */
export const CategoryCreateModal = ({ title, types, initialType, initialParent, onClose, onSaved }: CategoryCreateModalProps) => {
  const { t } = useTranslation();
  const schema = useResourceSchema(RESOURCE);
  const { formProps, saveButtonProps, form } = useForm<BaseRecord, HttpError, Values>({
    resource: RESOURCE,
    action: "create",
    redirect: false,
    onMutationSuccess: (response) => onSaved(response.data),
  });
  const type = Form.useWatch("type", form) ?? initialType;
  const label = (field: string) => fieldLabel(t, RESOURCE, field);
  const rules = (field: string) => fieldRules(fieldByName(schema, field), true, t);
  // The engine's rules check text; an id only has to be chosen.
  const parentRules: Rule[] = [
    {
      required: true,
      validator: (_rule, value) => (value === undefined || value === null ? Promise.reject(new Error(t("engine.validation.required"))) : Promise.resolve()),
    },
  ];
  return (
    <Modal
      open
      title={title}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t("buttons.save")}
      cancelText={t("buttons.cancel")}
      confirmLoading={saveButtonProps.loading === true}
    >
      <Form<Values> {...formProps} layout="vertical" initialValues={{ type: initialType, parent_id: initialParent }}>
        <Form.Item name="name" label={label("name")} rules={rules("name")}>
          <Input />
        </Form.Item>
        <Form.Item name="type" label={label("type")} hidden={types.length === 1}>
          <Radio.Group options={types.map((value) => ({ value, label: enumLabel(t, RESOURCE, "type", value) }))} />
        </Form.Item>
        {type === "product-alt-categories" && (
          <Form.Item name="parent_id" label={label("parent_id")} rules={parentRules}>
            <ParentSelect />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
};
