import { PrinterOutlined } from "@ant-design/icons";
import { Button, Result, Spin } from "antd";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { useReactToPrint } from "react-to-print";
import { currentLanguage } from "../../i18n/language-store";
import { API_URL, createHttpClient } from "../../providers/http-client";
import { SafeHtml } from "../../widgets/html/SafeHtml";
import "./contract-print.css";

/** `GET /api/public/contracts/:token` (server/routes/contracts). */
export interface PublicContract {
  title: string;
  html: string;
  company: { title: string; logo_url: string | null; print_logo?: boolean };
}

/** Spec §9 "Timing": the contract prints 500 ms after 'Yazdır', once the sheet has settled. */
export const CONTRACT_PRINT_DELAY_MS = 500;

/** The page of an A4 sheet, as the print dialog gets it. */
export const CONTRACT_PAGE_STYLE = "@page { size: A4; margin: 15mm; }";

// Without a token: the link is the key, and someone signed in on this browser prints it the same way.
const anonymous = createHttpClient({ getToken: () => null, getLanguage: currentLanguage });

type State = { status: "loading" } | { status: "found"; contract: PublicContract } | { status: "missing" } | { status: "failed" };

/**
 * `/sozlesme/:token`: one contract on an A4 sheet for anyone with its link (outside the signed-in layout, its own
 * chunk): the shop's logo and title, the contract, and 'Yazdır', which the printout leaves out.
 */
export const ContractPrintPage = ({ fetchContract }: { fetchContract?: (token: string) => Promise<PublicContract> }) => {
  const { t } = useTranslation();
  const { token = "" } = useParams();
  const [state, setState] = useState<State>({ status: "loading" });
  const sheet = useRef<HTMLDivElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const contract = state.status === "found" ? state.contract : null;
  const print = useReactToPrint({ contentRef: sheet, documentTitle: contract?.title ?? "", pageStyle: CONTRACT_PAGE_STYLE });

  useEffect(() => {
    let current = true;
    const load = fetchContract ?? (async (key: string) => (await anonymous.get<PublicContract>(`${API_URL}/public/contracts/${encodeURIComponent(key)}`)).data);
    setState({ status: "loading" });
    load(token).then(
      (found) => current && setState({ status: "found", contract: found }),
      (error: { statusCode?: number }) => current && setState({ status: error?.statusCode === 404 ? "missing" : "failed" }),
    );
    return () => {
      current = false;
    };
  }, [token, fetchContract]);

  useEffect(() => () => clearTimeout(timer.current), []);

  useEffect(() => {
    if (contract) document.title = contract.title;
  }, [contract]);

  if (state.status === "loading") return <Spin fullscreen />;
  // The page's one h1 is the answer's title, in the Result's own type (as ActivationGate's card title).
  const heading = (text: string) => <h1 style={{ margin: 0, font: "inherit" }}>{text}</h1>;
  if (state.status === "missing") return <Result status="404" title={heading(t("contract_print.notFound"))} />;
  if (state.status === "failed" || !contract) return <Result status="error" title={heading(t("contract_print.failed"))} />;

  const showLogo = contract.company.logo_url && contract.company.print_logo !== false;
  return (
    <div className="contract-print-page">
      <div className="contract-print-toolbar">
        <Button
          type="primary"
          icon={<PrinterOutlined />}
          onClick={() => {
            clearTimeout(timer.current);
            timer.current = setTimeout(() => print(), CONTRACT_PRINT_DELAY_MS);
          }}
        >
          {t("contract_print.button")}
        </Button>
      </div>
      <div ref={sheet} className="contract-sheet">
        <header className="contract-sheet-header">
          {showLogo && <img src={contract.company.logo_url!} alt={t("contract_print.logo", { company: contract.company.title })} />}
          <strong>{contract.company.title}</strong>
        </header>
        <SafeHtml html={contract.html} className="contract-sheet-body" />
      </div>
    </div>
  );
};

export default ContractPrintPage;
