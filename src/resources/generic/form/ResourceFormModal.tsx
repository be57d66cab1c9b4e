import type { BaseKey, BaseRecord } from "@refinedev/core";
import { Modal } from "antd";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { titleOf, type ParentLink } from "../../../engine";
import { ResourceForm } from "./ResourceForm";

export interface ResourceFormModalProps {
  resource: string;
  action: "create" | "edit";
  /** The record to edit. */
  id?: BaseKey;
  /** Values fixed by the caller (a tab's type, a parent's id): sent with the record, never shown. */
  presets?: Readonly<Record<string, unknown>>;
  /** A child created under its parent's path. */
  parent?: ParentLink;
  open: boolean;
  /** The resource's create or edit title unless given. */
  title?: ReactNode;
  onClose: () => void;
  /** Called with the saved record; the modal closes either way. */
  onSaved?: (record: BaseRecord) => void;
}

/**
 * The generated create/edit form in a modal: the same fields, rules and 422 errors on the fields as the
 * page. Its content is dropped on close, so every opening starts from a fresh form.
 */
export const ResourceFormModal = ({ resource, action, id, presets, parent, open, title, onClose, onSaved }: ResourceFormModalProps) => {
  const { t } = useTranslation();
  return (
    <Modal open={open} onCancel={onClose} footer={null} destroyOnHidden title={title ?? titleOf(t, resource, action)}>
      <ResourceForm
        resource={resource}
        action={action}
        id={id}
        presets={presets}
        parent={parent}
        bare
        onSaved={(record) => {
          onSaved?.(record);
          onClose();
        }}
      />
    </Modal>
  );
};
