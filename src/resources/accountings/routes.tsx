import type { ResourceProps } from "@refinedev/core";
import { Route } from "react-router";
import { AccountingPageRoute } from "./accounting-page/AccountingPageRoute";
import { accountingPageResource, invoiceResource } from "./accounting-page/resource";
import { InvoiceRoute } from "./invoice/InvoiceRoute";
import { CashRoute, PastCashRoute } from "./cash/CashRoutes";
import { cashResource, pastCashResource } from "./cash/resource";
import { MonthlyStatusRoute } from "./monthly/MonthlyStatusRoute";
import { monthlyStatusResource } from "./monthly/resource";
import { FutureAccountingsRoute } from "./future/FutureAccountingsRoute";
import { futureCreditsResource, futureDebtsResource } from "./future/resource";
import { GeneralExpensesRoute } from "./general-expenses/GeneralExpensesRoute";
import { generalExpensesResource } from "./general-expenses/resource";
import { PartyTransactionsRoute } from "./transactions/PartyTransactionsRoute";
import { clientTransactionsResource, supplierTransactionsResource } from "./transactions/resource";

/**
 * The accounting screens (issue 12) in one place, so src/RefineApp.tsx names them once: each screen's refine entry
 * (menu, access flag) and its route. Each owner adds their own lines (one per entry/route); the pages stay lazy.
 */
export const accountingResources: ResourceProps[] = [
  accountingPageResource,
  invoiceResource,
  cashResource,
  pastCashResource,
  monthlyStatusResource,
  futureCreditsResource,
  futureDebtsResource,
  generalExpensesResource,
  clientTransactionsResource,
  supplierTransactionsResource,
];

/** A fragment (react-router's <Routes> accepts fragments of <Route>s), placed inside the signed-in routes. */
export const accountingRoutes = (
  <>
    <Route path="/odeme-al" element={<AccountingPageRoute />} />
    <Route path="/fatura/:id" element={<InvoiceRoute />} />
    <Route path="/kasa" element={<CashRoute />} />
    <Route path="/gecmis-kasa/:type?" element={<PastCashRoute />} />
    <Route path="/aylik-genel-durum" element={<MonthlyStatusRoute />} />
    <Route path="/accountings/credits" element={<FutureAccountingsRoute type="credit" />} />
    <Route path="/accountings/debts" element={<FutureAccountingsRoute type="debt" />} />
    <Route path="/genel-giderler" element={<GeneralExpensesRoute />} />
    <Route path="/cari-islemleri" element={<PartyTransactionsRoute kind="client" />} />
    <Route path="/tedarikci-islemleri" element={<PartyTransactionsRoute kind="supplier" />} />
  </>
);
