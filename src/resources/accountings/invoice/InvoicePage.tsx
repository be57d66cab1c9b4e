import { Alert, Button, Card, Flex, Skeleton } from "antd";
import { useRef } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useParams } from "react-router";
import { lazyPart } from "../../../widgets/lazy-part";
import type { InvoicePrintButtonProps } from "./InvoicePrintButton";
import { InvoiceSheet } from "./InvoiceSheet";
import { useInvoice } from "./use-invoice";

const InvoicePrintButton = lazyPart<InvoicePrintButtonProps>(() => import("./InvoicePrintButton"), <Button loading />);

/** `/fatura/:id`: an income's printable invoice (`GET /invoice/:id`), reached from its detail on the accounting page. */
const InvoicePage = () => {
  const { t } = useTranslation();
  const { id } = useParams<{ id: string }>();
  const navigate = useNavigate();
  const { invoice, loading, error } = useInvoice(id);
  const sheet = useRef<HTMLDivElement>(null);
  return (
    <Card
      title={<h1 style={{ fontSize: 20, margin: 0 }}>{t("accounting_page.invoice.title")}</h1>}
      extra={
        <Flex gap={8} wrap>
          <Button onClick={() => navigate("/odeme-al")}>{t("accounting_page.invoice.back")}</Button>
          {invoice && <InvoicePrintButton contentRef={sheet} documentTitle={`${t("accounting_page.invoice.title")} ${invoice.record.id}`} />}
        </Flex>
      }
    >
      {loading && <Skeleton active />}
      {error && <Alert type="error" showIcon message={error.message || t("accounting_page.invoice.error")} />}
      {invoice && <InvoiceSheet invoice={invoice} ref={sheet} />}
    </Card>
  );
};

export default InvoicePage;
