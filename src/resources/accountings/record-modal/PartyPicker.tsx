import { Form, Radio, type FormInstance } from "antd";
import { useTranslation } from "react-i18next";
import type { Party } from "../shared/api";
import { SchemaField } from "../shared/SchemaField";

/**
 * A client or a supplier (searchable selects over either list). With `party` given (the client's detail page, a
 * supplier's transactions) it is that one, shown and locked.
 */
export const PartyPicker = ({ form, party, supplierOnly = false }: { form: FormInstance; party?: Party; supplierOnly?: boolean }) => {
  const { t } = useTranslation();
  const side = (Form.useWatch("party_side", form) as string | undefined) ?? "client";
  const locked = party?.client_id !== undefined || party?.supplier_id !== undefined;
  const shown = supplierOnly ? "supplier" : side;
  return (
    <>
      {!locked && !supplierOnly && (
        <Form.Item name="party_side" label={t("accounting_modals.party.side")}>
          <Radio.Group
            optionType="button"
            options={[
              { value: "client", label: t("accountings.fields.client_id") },
              { value: "supplier", label: t("accountings.fields.supplier_id") },
            ]}
          />
        </Form.Item>
      )}
      {shown === "supplier" ? <SchemaField key="supplier" name="supplier_id" disabled={locked} required={supplierOnly} /> : <SchemaField key="client" name="client_id" disabled={locked} />}
    </>
  );
};
