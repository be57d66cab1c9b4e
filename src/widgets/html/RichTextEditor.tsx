import {
  AlignCenterOutlined,
  AlignLeftOutlined,
  AlignRightOutlined,
  BoldOutlined,
  ItalicOutlined,
  OrderedListOutlined,
  RedoOutlined,
  StrikethroughOutlined,
  TableOutlined,
  UnderlineOutlined,
  UndoOutlined,
  UnorderedListOutlined,
} from "@ant-design/icons";
import { TableKit } from "@tiptap/extension-table";
import TextAlign from "@tiptap/extension-text-align";
import { EditorContent, useEditor, useEditorState, type Editor } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import { Button, Divider, Space, Tooltip } from "antd";
import { useEffect, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import "./rich-text-editor.css";

/** A placeholder the editor offers as a chip: `{name}` is inserted where the cursor is. */
export interface EditorPlaceholder {
  name: string;
  label: string;
}

export interface RichTextEditorProps {
  id?: string;
  value?: string | null;
  onChange?: (html: string) => void;
  disabled?: boolean;
  /** The writing area's height in pixels (spec §9: the contract editors are 500). */
  height?: number;
  placeholders?: readonly EditorPlaceholder[];
  /** The field's label, read out for the writing area. */
  ariaLabel?: string;
}

// What the server keeps (server/engine/sanitize.ts): text formatting, headings, lists, tables, links, alignment.
const extensions = [
  StarterKit.configure({ code: false, codeBlock: false, link: { openOnClick: false } }),
  TableKit.configure({ table: { resizable: false } }),
  TextAlign.configure({ types: ["heading", "paragraph"] }),
];

/** An empty document is "" (not "<p></p>"), so a cleared field is empty to the form and the server. */
const htmlOf = (editor: Editor): string => (editor.isEmpty ? "" : editor.getHTML());

const ToolButton = ({ label, active, onClick, icon, disabled }: { label: string; active?: boolean; onClick: () => void; icon: ReactNode; disabled?: boolean }) => (
  <Tooltip title={label}>
    <Button size="small" type={active ? "primary" : "text"} aria-label={label} aria-pressed={active} icon={icon} disabled={disabled} onClick={onClick} />
  </Tooltip>
);

/**
 * The rich-text editor of the `html` widget (tiptap): announcements, the contract templates and one contract's text.
 * It writes HTML the server's sanitiser keeps; the placeholders (contract templates) are chips that insert `{name}`.
 * Loaded lazily: its code never comes with the shell.
 */
export const RichTextEditor = ({ id, value, onChange, disabled, height = 300, placeholders, ariaLabel }: RichTextEditorProps) => {
  const { t } = useTranslation();
  const editor = useEditor({
    extensions,
    content: value ?? "",
    editable: !disabled,
    immediatelyRender: true,
    shouldRerenderOnTransaction: false,
    editorProps: { attributes: { ...(id ? { id } : {}), role: "textbox", "aria-multiline": "true", ...(ariaLabel ? { "aria-label": ariaLabel } : {}), class: "rich-text-editor-content" } },
    onUpdate: ({ editor: changed }) => onChange?.(htmlOf(changed)),
  });

  // A value from outside (the record loaded, the form reset) replaces the text; the editor's own echo does not.
  useEffect(() => {
    if (!editor || editor.isDestroyed) return;
    if ((value ?? "") !== htmlOf(editor)) editor.commands.setContent(value ?? "", { emitUpdate: false });
  }, [editor, value]);

  useEffect(() => {
    editor?.setEditable(!disabled, false);
  }, [editor, disabled]);

  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current?.isActive("bold") ?? false,
      italic: current?.isActive("italic") ?? false,
      underline: current?.isActive("underline") ?? false,
      strike: current?.isActive("strike") ?? false,
      h2: current?.isActive("heading", { level: 2 }) ?? false,
      bullet: current?.isActive("bulletList") ?? false,
      ordered: current?.isActive("orderedList") ?? false,
      left: current?.isActive({ textAlign: "left" }) ?? false,
      center: current?.isActive({ textAlign: "center" }) ?? false,
      right: current?.isActive({ textAlign: "right" }) ?? false,
    }),
  });

  const run = (command: (chain: ReturnType<Editor["chain"]>) => ReturnType<Editor["chain"]>) => () => {
    if (editor) command(editor.chain().focus()).run();
  };
  const label = (key: string) => t(`contracts.editor.${key}`);

  return (
    <div className={`rich-text-editor${disabled ? " rich-text-editor-disabled" : ""}`}>
      <Space wrap size={2} className="rich-text-editor-toolbar" role="toolbar" aria-label={label("toolbar")}>
        <ToolButton label={label("bold")} active={state?.bold} disabled={disabled} icon={<BoldOutlined />} onClick={run((c) => c.toggleBold())} />
        <ToolButton label={label("italic")} active={state?.italic} disabled={disabled} icon={<ItalicOutlined />} onClick={run((c) => c.toggleItalic())} />
        <ToolButton label={label("underline")} active={state?.underline} disabled={disabled} icon={<UnderlineOutlined />} onClick={run((c) => c.toggleUnderline())} />
        <ToolButton label={label("strike")} active={state?.strike} disabled={disabled} icon={<StrikethroughOutlined />} onClick={run((c) => c.toggleStrike())} />
        <ToolButton label={label("heading")} active={state?.h2} disabled={disabled} icon={<strong>H</strong>} onClick={run((c) => c.toggleHeading({ level: 2 }))} />
        <Divider type="vertical" />
        <ToolButton label={label("bulletList")} active={state?.bullet} disabled={disabled} icon={<UnorderedListOutlined />} onClick={run((c) => c.toggleBulletList())} />
        <ToolButton label={label("orderedList")} active={state?.ordered} disabled={disabled} icon={<OrderedListOutlined />} onClick={run((c) => c.toggleOrderedList())} />
        <ToolButton label={label("alignLeft")} active={state?.left} disabled={disabled} icon={<AlignLeftOutlined />} onClick={run((c) => c.setTextAlign("left"))} />
        <ToolButton label={label("alignCenter")} active={state?.center} disabled={disabled} icon={<AlignCenterOutlined />} onClick={run((c) => c.setTextAlign("center"))} />
        <ToolButton label={label("alignRight")} active={state?.right} disabled={disabled} icon={<AlignRightOutlined />} onClick={run((c) => c.setTextAlign("right"))} />
        <ToolButton label={label("table")} disabled={disabled} icon={<TableOutlined />} onClick={run((c) => c.insertTable({ rows: 3, cols: 3, withHeaderRow: true }))} />
        <Divider type="vertical" />
        <ToolButton label={label("undo")} disabled={disabled} icon={<UndoOutlined />} onClick={run((c) => c.undo())} />
        <ToolButton label={label("redo")} disabled={disabled} icon={<RedoOutlined />} onClick={run((c) => c.redo())} />
      </Space>
      {placeholders && placeholders.length > 0 && (
        <div className="rich-text-editor-placeholders" role="group" aria-label={label("placeholders")}>
          {placeholders.map((placeholder) => (
            <Button
              key={placeholder.name}
              size="small"
              type="dashed"
              className="rich-text-editor-chip"
              title={`{${placeholder.name}}`}
              disabled={disabled}
              onClick={() => editor?.chain().focus().insertContent(`{${placeholder.name}}`).run()}
            >
              {placeholder.label}
            </Button>
          ))}
        </div>
      )}
      <EditorContent editor={editor} className="rich-text-editor-area" style={{ height, overflowY: "auto" }} />
    </div>
  );
};

export default RichTextEditor;
