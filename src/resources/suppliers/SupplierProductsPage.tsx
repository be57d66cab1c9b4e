import PartyProductsPage from "../parties/PartyProductsPage";

/** `tedarikci/:id/urunler` (spec §2 "Suppliers": the purchased products, `supplier_products` under the supplier). */
const SupplierProductsPage = () => <PartyProductsPage kind="supplier" resource="supplier_products" backPath={(id) => `/tedarikci/${id}`} />;

export default SupplierProductsPage;
