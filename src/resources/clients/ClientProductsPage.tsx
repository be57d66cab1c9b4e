import PartyProductsPage from "../parties/PartyProductsPage";

/** `musteri/:id/urunler` (spec §2 "Clients" client products, §7 `/clients/products`, its PDF `clients/products/pdf/:id`). */
const ClientProductsPage = () => (
  <PartyProductsPage kind="client" resource="client_products" backPath={(id) => `/musteri/${id}`} pdfPath={(id) => `clients/products/pdf/${id}`} />
);

export default ClientProductsPage;
