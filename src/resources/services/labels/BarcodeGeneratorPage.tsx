import { useApiUrl, useCustom } from "@refinedev/core";
import { Alert, Button, Card, Flex, Spin } from "antd";
import { useParams } from "react-router";
import { useTranslation } from "react-i18next";
import type { SingleLabelAnswer } from "./label-types";
import { LabelSheet } from "./LabelSheet";
import { usePrintLabels } from "./use-print-labels";

/** `barcode-generator/:id` (the spec's route): one product's label as it prints, with its print button. */
const BarcodeGeneratorPage = () => {
  const { t } = useTranslation();
  const { id } = useParams<{ id: string }>();
  const apiUrl = useApiUrl();
  const { query, result } = useCustom<SingleLabelAnswer>({ url: `${apiUrl}/barcode-generator/${id}`, method: "get" });
  const { contentRef, print } = usePrintLabels(t("services.labels.title"));
  const answer = query.isSuccess ? result.data : undefined;
  return (
    <Card title={<h1 style={{ fontSize: 20, margin: 0 }}>{t("services.labels.title")}</h1>}>
      <Flex vertical gap={16} align="center">
        {query.isLoading && <Spin />}
        {query.isError && <Alert type="error" showIcon message={t("services.labels.loadFailed")} />}
        {answer && <LabelSheet ref={contentRef} sheet={{ company: answer.company, data: [{ product: answer.product, detail_url: answer.detail_url }] }} />}
        <Button type="primary" disabled={!answer} onClick={print}>
          {t("services.labels.print")}
        </Button>
      </Flex>
    </Card>
  );
};

export default BarcodeGeneratorPage;
