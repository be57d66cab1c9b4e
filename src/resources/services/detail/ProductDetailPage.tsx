import { Show } from "@refinedev/antd";
import { useShow, type BaseRecord } from "@refinedev/core";
import { Col, Row } from "antd";
import { useParams } from "react-router";
import { useTranslation } from "react-i18next";
import { FieldSection } from "../../generic/FieldSection";
import { RecordNotFound } from "../../generic/RecordNotFound";
import BarcodeLabelsButton from "../labels/BarcodeLabelsButton";
import { ProductFacts } from "./ProductFacts";
import { ProductImages } from "./ProductImages";
import { ProductHistory } from "./ProductHistory";
import { WhereaboutsCard } from "./WhereaboutsCard";

/**
 * `urunler/:id` (spec §2 "Product detail"), what a label's QR opens: the product's name, barcode, pictures,
 * stock, category and prices, its label print, where it is now ('Nerede?') and its history over every booking kind
 * (rents, the tailor, dry cleaning; issue 16).
 */
const ProductDetailPage = ({ resource }: { resource: string }) => {
  const { t } = useTranslation();
  const { id } = useParams<{ id: string }>();
  const { query, result } = useShow<BaseRecord>({ resource, id });
  if (query.isError || id === undefined) return <RecordNotFound resource={resource} />;
  const record = result ?? {};
  const name = typeof record.name === "string" ? record.name : "";
  return (
    <Show
      resource={resource}
      recordItemId={id}
      breadcrumb={false}
      isLoading={query.isLoading}
      title={name || t("services.titles.show")}
      headerButtons={() => (result ? <BarcodeLabelsButton productIds={[Number(id)]} /> : null)}
    >
      <WhereaboutsCard productId={id} />
      <Row gutter={[24, 24]}>
        <Col xs={24} md={14}>
          <ProductFacts record={record} />
        </Col>
        <Col xs={24} md={10}>
          <FieldSection title={t("services.detail.images")}>
            <ProductImages images={record.images} name={name} />
          </FieldSection>
        </Col>
      </Row>
      <FieldSection title={t("services.whereabouts.history")}>
        <ProductHistory productId={id} />
      </FieldSection>
    </Show>
  );
};

export default ProductDetailPage;
