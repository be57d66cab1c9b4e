import { lazy } from "react";
import { Route } from "react-router";
import { withPageTexts } from "../../i18n/page-texts";

/** The print page's path: the contract's public token, never its id (server/routes/contracts). */
export const CONTRACT_PRINT_PATH = "/sozlesme/:token";

// Its own chunk with its own texts: neither refine, the schemas nor the resources' texts come with it.
const ContractPrintPage = lazy(() => withPageTexts(["contract_print"], import("./ContractPrintPage")));

/** `/sozlesme/:token`, open to anyone with the link, outside the signed-in layout. */
export const contractPrintRoute = () => <Route key="contract-print" path={CONTRACT_PRINT_PATH} element={<ContractPrintPage />} />;
