import { ArrowLeftOutlined } from "@ant-design/icons";
import { Button, Card, Flex, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { useNavigate, useParams } from "react-router";
import { ReportPdfButton } from "../accountings/monthly/ReportPdfButton";
import { RelatedList } from "../generic/related/RelatedList";
import { usePartyDetails } from "./use-party-details";

export interface PartyProductsPageProps {
  kind: "client" | "supplier";
  /** The child resource: client_products or supplier_products (`x-resource.parent`, path `products`). */
  resource: string;
  /** Where the party's own page is. */
  backPath: (id: string) => string;
  /** The products' PDF under /api (`clients/products/pdf/:id`), where there is one. */
  pdfPath?: (id: string) => string;
}

/**
 * A party's products (`musteri/:id/urunler`, `tedarikci/:id/urunler`): the child rows under the party's path
 * (`GET /clients/:id/products`), added and edited in the engine's form modal with the party preset, deleted after
 * the engine's question; the client's also print as a PDF.
 */
const PartyProductsPage = ({ kind, resource, backPath, pdfPath }: PartyProductsPageProps) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { id } = useParams<{ id: string }>();
  const { row } = usePartyDetails(kind, id);
  if (id === undefined) return null;
  const name = typeof row?.full_name === "string" ? row.full_name : "";
  return (
    <Card>
      <Flex vertical gap={16}>
        <Flex wrap gap={8} justify="space-between" align="center">
          <Typography.Title level={1} style={{ fontSize: 20, margin: 0 }}>
            {t(`party_detail.products.${kind}`)}
            {name ? ` – ${name}` : ""}
          </Typography.Title>
          <Flex wrap gap={8}>
            <Button icon={<ArrowLeftOutlined />} onClick={() => navigate(backPath(id))}>
              {t("party_detail.buttons.back")}
            </Button>
            {pdfPath && <ReportPdfButton path={pdfPath(id)} query={{}} fileName={`urunler-${id}.pdf`} />}
          </Flex>
        </Flex>
        <RelatedList resource={resource} parentField={`${kind}_id`} parentId={Number(id)} editInModal search={false} />
      </Flex>
    </Card>
  );
};

export default PartyProductsPage;
