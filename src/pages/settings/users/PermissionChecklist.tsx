import { Checkbox, Col, Form, Row, Typography } from "antd";
import { useTranslation } from "react-i18next";
import type { PermissionFlag } from "../../../domain/permissions";
import { PERMISSION_GROUPS } from "./permission-groups";

/** The user's flags as checkboxes under their group's heading; groups with nothing to grant are left out. */
export const PermissionChecklist = ({ flags, disabled = false }: { flags: readonly PermissionFlag[]; disabled?: boolean }) => {
  const { t } = useTranslation();
  return (
    <>
      {PERMISSION_GROUPS.map((group) => {
        const shown = group.flags.filter((flag) => flags.includes(flag));
        if (shown.length === 0) return null;
        return (
          <div key={group.key} role="group" aria-label={t(`settings.users.groups.${group.key}`)}>
            <Typography.Text strong>{t(`settings.users.groups.${group.key}`)}</Typography.Text>
            <Row gutter={[8, 0]}>
              {shown.map((flag) => (
                <Col key={flag} xs={24} sm={12}>
                  <Form.Item name={flag} valuePropName="checked" style={{ marginBottom: 4 }}>
                    <Checkbox disabled={disabled}>{t(`settings.users.flags.${flag}`)}</Checkbox>
                  </Form.Item>
                </Col>
              ))}
            </Row>
          </div>
        );
      })}
    </>
  );
};
