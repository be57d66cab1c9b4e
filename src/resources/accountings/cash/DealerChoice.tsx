import { useGetIdentity } from "@refinedev/core";
import { Alert, Form, Select } from "antd";
import { useTranslation } from "react-i18next";
import { useDealerScope } from "../../../providers/dealer-scope";
import type { Identity } from "../../../providers/session";

/**
 * The operator's company filter of the all-companies cash box: the layout's dealer scope, narrowed to one dealer
 * (a cash box is one company's), so the top bar's picker and this one always agree. Until one is chosen the page
 * says 'Lütfen Bayi Seçin!' instead of asking the server.
 */
export const DealerChoice = () => {
  const { t } = useTranslation();
  const { data: identity } = useGetIdentity<Identity>();
  const { scope, setScope } = useDealerScope();
  const chosen = scope?.companyId ?? undefined;
  return (
    <Form.Item label={t("cash.dealer.label")} htmlFor="cash-dealer" style={{ marginBottom: 0 }}>
      <Select<number>
        id="cash-dealer"
        style={{ minWidth: 220 }}
        showSearch
        optionFilterProp="label"
        placeholder={t("cash.dealer.choose")}
        value={chosen}
        onChange={(companyId) => setScope({ companyId })}
        options={(identity?.companies ?? []).map((company) => ({ value: company.id, label: company.full_name }))}
      />
    </Form.Item>
  );
};

export const ChooseDealerNotice = () => {
  const { t } = useTranslation();
  return <Alert type="info" showIcon message={t("cash.dealer.choose")} data-testid="cash-choose-dealer" />;
};
