/** The printable invoice (`/fatura/:id`): being built (H5). */
const InvoicePage = () => null;
export default InvoicePage;
