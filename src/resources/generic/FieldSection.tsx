import { theme, Typography } from "antd";
import { useId, type ReactNode } from "react";

interface FieldSectionProps {
  /** The section's title; none: the schema declares no sections and the fields stand alone. */
  title?: string;
  children: ReactNode;
}

/**
 * One section of a generated form or show page (`x-resource.form.sections`): a group named by its heading,
 * so a screen reader announces where a field belongs as the eye sees it.
 */
export const FieldSection = ({ title, children }: FieldSectionProps) => {
  const id = useId();
  const { token } = theme.useToken();
  if (title === undefined) return <>{children}</>;
  return (
    <div role="group" aria-labelledby={id} style={{ marginBottom: token.marginLG }}>
      <Typography.Title
        level={5}
        id={id}
        style={{ borderBottom: `1px solid ${token.colorSplit}`, paddingBottom: token.paddingXS, marginBottom: token.margin }}
      >
        {title}
      </Typography.Title>
      {children}
    </div>
  );
};
