import type { BaseKey, BaseRecord } from "@refinedev/core";
import { Modal } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { titleOf } from "../../../engine";
import { ResourceForm } from "../../generic/form/ResourceForm";
import { BarcodeHint, StockHint, TaxReset } from "./ProductFormExtras";
import { SizesPicker } from "./SizesPicker";
import { withSizes } from "./with-sizes";

const RESOURCE = "services";
/** Spec §9: the product form's VAT starts at 0; a button resets it to 18. */
const CREATE_DEFAULTS = { tax: 0 };

interface ProductFormModalProps {
  action: "create" | "edit";
  id?: BaseKey;
  open: boolean;
  onClose: () => void;
  onSaved?: (record: BaseRecord) => void;
}

/**
 * The product modal (spec §4): the generated form of services with the catalog's additions. In create mode the
 * sizes are picked one at a time in the place of the one size (only where the user may set sizes) and the product
 * is then made once per size in one request (`POST /services/sizes`); the VAT starts at 0; the barcode may stay
 * empty. Brands are added from the brand select's "+" (the engine's quick create of a product-brands category).
 */
export const ProductFormModal = ({ action, id, open, onClose, onSaved }: ProductFormModalProps) => {
  const { t } = useTranslation();
  const [sizes, setSizes] = useState<number[]>([]);
  const close = () => {
    setSizes([]);
    onClose();
  };
  const creating = action === "create";
  return (
    <Modal open={open} onCancel={close} footer={null} destroyOnHidden title={titleOf(t, RESOURCE, action)} width={720}>
      <ResourceForm
        resource={RESOURCE}
        action={action}
        id={id}
        bare
        errorsOneByOne
        initialValues={creating ? CREATE_DEFAULTS : undefined}
        transformValues={creating ? (values) => withSizes(values, sizes) : undefined}
        createPath={creating && sizes.length > 0 ? "sizes" : undefined}
        extras={{ tax: <TaxReset />, stock: <StockHint />, ...(creating ? { barcode: <BarcodeHint /> } : {}) }}
        replacements={creating ? { size: <SizesPicker value={sizes} onChange={setSizes} /> } : undefined}
        onSaved={(record) => {
          onSaved?.(record);
          close();
        }}
      />
    </Modal>
  );
};
