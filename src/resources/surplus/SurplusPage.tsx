import { useGetIdentity } from "@refinedev/core";
import { Alert, Button, Card, Flex, Form, Input, Popconfirm, Select, Statistic } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useDealerScope } from "../../providers/dealer-scope";
import type { Identity } from "../../providers/session";
import { barcodesOf, MAX_SCAN_LINES, scanStore } from "./scan-text";
import { SurplusTables } from "./SurplusTables";
import { useDeleteSurpluses, useSurplusScan } from "./use-surplus-scan";

/**
 * 'Fazlalık Ürünler' (`surplus-products`, spec §2 "Barcode surplus scan"): the barcodes scanned in a shop held
 * against its products: matched, unmatched (surplus, which can be dropped from the scan) and, as a stock count,
 * the products in stock nobody scanned. An operator chooses the dealer; a shop counts its own (the dealer preset).
 */
const SurplusPage = () => {
  const { t } = useTranslation();
  const { data: identity } = useGetIdentity<Identity>();
  const { enabled: operator, scope } = useDealerScope();
  const [dealer, setDealer] = useState<number | undefined>(operator ? (scope?.companyId ?? undefined) : undefined);
  // A shop's user names no company: the server counts their own shop.
  const companyId = operator ? dealer : undefined;
  const storeKey = operator ? dealer : identity?.company?.id;
  const [text, setText] = useState(() => scanStore.read(storeKey));
  const [checked, setChecked] = useState<string[] | null>(null);
  const [dealerMissing, setDealerMissing] = useState(false);
  const scan = useSurplusScan(checked, companyId);
  const { deleteSurpluses, deleting } = useDeleteSurpluses();

  const edit = (next: string) => {
    setText(next);
    scanStore.write(storeKey, next);
  };
  const check = () => {
    if (operator && dealer === undefined) return setDealerMissing(true);
    setDealerMissing(false);
    scan.setPage(1);
    scan.setMissingPage(1);
    setChecked(barcodesOf(text));
  };
  const dropSurplus = () =>
    deleteSurpluses(checked ?? [], companyId, (kept) => {
      edit(kept.join("\n"));
      setChecked(kept);
      scan.setPage(1);
    });
  const counts = scan.answer?.counts;

  return (
    <Card title={<h1 style={{ fontSize: 20, margin: 0 }}>{t("services.surplus.title")}</h1>}>
      <Form layout="vertical" onFinish={check}>
        {operator ? (
          <Form.Item label={t("services.surplus.dealer")} htmlFor="surplus-dealer" validateStatus={dealerMissing ? "error" : undefined} help={dealerMissing ? t("services.surplus.chooseDealer") : undefined}>
            <Select
              id="surplus-dealer"
              showSearch
              optionFilterProp="label"
              placeholder={t("services.surplus.chooseDealerPlaceholder")}
              value={dealer}
              onChange={(next: number) => {
                setDealer(next);
                setChecked(null);
                setText(scanStore.read(next));
              }}
              options={(identity?.companies ?? []).map((company) => ({ value: company.id, label: company.full_name }))}
            />
          </Form.Item>
        ) : (
          <Form.Item label={t("services.surplus.dealer")} htmlFor="surplus-own-dealer">
            <Input id="surplus-own-dealer" value={identity?.company?.title ?? identity?.company?.full_name ?? ""} disabled />
          </Form.Item>
        )}
        <Form.Item label={t("services.surplus.barcodes")} htmlFor="surplus-barcodes" extra={t("services.surplus.barcodesHint", { max: MAX_SCAN_LINES })}>
          <Input.TextArea id="surplus-barcodes" rows={8} value={text} onChange={(event) => edit(event.target.value)} spellCheck={false} autoComplete="off" />
        </Form.Item>
        <Flex gap={8} wrap>
          <Button type="primary" htmlType="submit" loading={scan.loading}>
            {t("services.surplus.check")}
          </Button>
          <Popconfirm
            title={t("services.surplus.deleteConfirm", { count: counts?.unmatched ?? 0 })}
            okText={t("services.surplus.deleteOk")}
            cancelText={t("services.surplus.cancel")}
            onConfirm={dropSurplus}
            disabled={!counts?.unmatched}
          >
            <Button danger disabled={!counts?.unmatched} loading={deleting}>
              {t("services.surplus.deleteUnmatched")}
            </Button>
          </Popconfirm>
          <Button onClick={() => (edit(""), setChecked(null))} disabled={!text}>
            {t("services.surplus.clear")}
          </Button>
        </Flex>
      </Form>
      {scan.error && <Alert style={{ marginTop: 16 }} type="error" showIcon message={scan.error.message} />}
      {counts && scan.answer && (
        <>
          <Flex gap={32} wrap style={{ margin: "24px 0" }} data-testid="surplus-counts">
            <Statistic title={t("services.surplus.scanned")} value={counts.scanned} />
            <Statistic title={t("services.surplus.matched")} value={counts.matched} />
            <Statistic title={t("services.surplus.unmatched")} value={counts.unmatched} valueStyle={counts.unmatched ? { color: "#cf1322" } : undefined} />
            <Statistic title={t("services.surplus.missing")} value={counts.missing} />
          </Flex>
          <SurplusTables answer={scan.answer} loading={scan.loading} onPage={scan.setPage} onMissingPage={scan.setMissingPage} />
        </>
      )}
    </Card>
  );
};

export default SurplusPage;
