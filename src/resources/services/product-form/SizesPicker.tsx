import { PlusOutlined } from "@ant-design/icons";
import { Button, Flex, Form, Select, Space, Tag } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { PRODUCT_SIZES } from "../../../schemas/services.schema";
import { addSize } from "./with-sizes";

interface SizesPickerProps {
  value: readonly number[];
  onChange: (sizes: number[]) => void;
}

/**
 * Sizes of a new product, picked one at a time (spec §4 "Product modal"): each becomes a product of its own whose
 * barcode ends in `-<size>`. In the place of the one `size` field, for users who may set sizes.
 */
export const SizesPicker = ({ value, onChange }: SizesPickerProps) => {
  const { t } = useTranslation();
  const [picked, setPicked] = useState<number>();
  const label = t("services.management.form.sizes");
  return (
    <Form.Item label={label} htmlFor="product-sizes" extra={t("services.management.form.sizesHint")}>
      <Flex vertical gap={8}>
        <Space.Compact>
          <Select<number>
            id="product-sizes"
            aria-label={label}
            placeholder={t("services.management.form.pickSize")}
            value={picked}
            onChange={setPicked}
            options={PRODUCT_SIZES.map((size) => ({ value: size, label: String(size) }))}
            style={{ minWidth: 140 }}
          />
          <Button
            icon={<PlusOutlined />}
            disabled={picked === undefined}
            onClick={() => {
              if (picked === undefined) return;
              onChange(addSize(value, picked));
              setPicked(undefined);
            }}
          >
            {t("services.management.form.addSize")}
          </Button>
        </Space.Compact>
        {value.length > 0 && (
          <Flex wrap gap={4} role="list" aria-label={t("services.management.form.pickedSizes")}>
            {value.map((size) => (
              <Tag
                key={size}
                role="listitem"
                closable
                closeIcon={<span aria-label={t("services.management.form.removeSize", { size })}>×</span>}
                onClose={() => onChange(value.filter((other) => other !== size))}
              >
                {size}
              </Tag>
            ))}
          </Flex>
        )}
      </Flex>
    </Form.Item>
  );
};
