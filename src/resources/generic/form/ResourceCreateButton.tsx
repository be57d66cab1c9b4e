import { PlusOutlined } from "@ant-design/icons";
import { useCan, type BaseRecord } from "@refinedev/core";
import { Button, type ButtonProps } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { titleOf, type ParentLink } from "../../../engine";
import { ResourceFormModal } from "./ResourceFormModal";

interface ResourceCreateButtonProps {
  resource: string;
  /** Values the new record holds (a tab's type, a parent's id): sent, not shown. */
  presets?: Readonly<Record<string, unknown>>;
  /** A child added under its parent's path (`POST /<parent>/<id>/<path>`). */
  parent?: ParentLink;
  /** The button's and the modal's title; the resource's create title unless given. */
  label?: string;
  size?: ButtonProps["size"];
  onSaved?: (record: BaseRecord) => void;
}

/** Adds a record in ResourceFormModal without leaving the page; absent for users who may not create. */
export const ResourceCreateButton = ({ resource, presets, parent, label, size, onSaved }: ResourceCreateButtonProps) => {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const allowed = useCan({ resource, action: "create" }).data?.can === true;
  if (!allowed) return null;
  const text = label ?? titleOf(t, resource, "create");
  return (
    <>
      {/* Named by its text alone: the icon's own label ("plus") would otherwise lead it. */}
      <Button type="primary" size={size} icon={<PlusOutlined />} aria-label={text} onClick={() => setOpen(true)}>
        {text}
      </Button>
      <ResourceFormModal resource={resource} action="create" presets={presets} parent={parent} open={open} title={text} onClose={() => setOpen(false)} onSaved={onSaved} />
    </>
  );
};
