import { Form } from "antd";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";

/** Form values under this name never reach the server: the form sends only its schema's fields. */
const GUARD = "__uploading";

/** The guard's value is for its rule only. */
const NothingShown = (_props: { value?: number }) => null;

/**
 * A hidden field of the surrounding form that holds how many of the widget's files are still on their way:
 * saving then fails with a message under the widget (a noStyle item reports to the item around it), instead
 * of saving the record without them. When the last upload ends, the message goes.
 */
export const UploadsGuard = ({ field, uploading }: { field: string; uploading: number }) => {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  useEffect(() => {
    form?.setFields?.([{ name: [GUARD, field], value: uploading, ...(uploading === 0 ? { errors: [] } : {}) }]);
  }, [form, field, uploading]);
  return (
    <Form.Item
      name={[GUARD, field]}
      noStyle
      rules={[
        {
          validator: async (_rule, value?: number) => {
            if (value) throw new Error(t("engine.images.stillUploading"));
          },
        },
      ]}
    >
      <NothingShown />
    </Form.Item>
  );
};
