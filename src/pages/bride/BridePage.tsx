import { Spin } from "antd";
import i18next, { type TFunction } from "i18next";
import { useEffect, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { formatDate, formatMoney } from "../../engine/format";
import { brideApi, type BrideApi, type BridePageData } from "./api";
import { loadBrideTexts } from "./texts";

type Load = { status: "loading" } | { status: "found"; data: BridePageData; t: TFunction; language: string } | { status: "missing" } | { status: "failed" };

const COLORS = { text: "#1f1f1f", muted: "#595959", line: "#e5e5e5", page: "#f5f5f5", card: "#ffffff", accent: "#8a1c4a" };
const day = (value: string) => formatDate(value, false);

const Section = ({ id, title, children }: { id: string; title: string; children: ReactNode }) => (
  <section aria-labelledby={id} style={{ padding: "16px 0", borderTop: `1px solid ${COLORS.line}` }}>
    <h2 id={id} style={{ fontSize: 18, margin: "0 0 8px" }}>
      {title}
    </h2>
    {children}
  </section>
);

const Row = ({ label, value }: { label: string; value: ReactNode }) => (
  <div style={{ display: "flex", justifyContent: "space-between", gap: 12, padding: "4px 0" }}>
    <dt style={{ color: COLORS.muted }}>{label}</dt>
    <dd style={{ margin: 0, textAlign: "right", fontWeight: 500 }}>{value}</dd>
  </div>
);

/** The page's body once her data is there: contracts, dates and balance, read-only. */
function BrideContent({ data, t, language }: { data: BridePageData; t: TFunction; language: string }) {
  const { dates, balance } = data;
  const money = (value: string) => formatMoney(value, language);
  const hasDates = dates.wedding_date || dates.photo_date || dates.fittings.length || dates.pick_up.length || dates.return.length;
  const productDates = (id: string, title: string, rows: { product: string; date: string }[]) =>
    rows.length > 0 && (
      <>
        <h3 id={id} style={{ fontSize: 15, margin: "12px 0 4px" }}>
          {title}
        </h3>
        <dl aria-labelledby={id} style={{ margin: 0 }}>
          {rows.map((row, index) => (
            <Row key={index} label={row.product} value={day(row.date)} />
          ))}
        </dl>
      </>
    );
  return (
    <>
      <h1 style={{ fontSize: 22, margin: "0 0 4px" }}>{t("bride_page.greeting", { name: data.bride.full_name })}</h1>
      <p style={{ margin: "0 0 12px", color: COLORS.muted }}>{t("bride_page.readOnly")}</p>

      <Section id="bride-contracts" title={t("bride_page.contracts")}>
        {data.contracts.length === 0 ? (
          <p style={{ margin: 0, color: COLORS.muted }}>{t("bride_page.noContracts")}</p>
        ) : (
          <ul style={{ listStyle: "none", margin: 0, padding: 0 }}>
            {data.contracts.map((contract, index) => (
              <li key={index} style={{ padding: "8px 0", borderBottom: index < data.contracts.length - 1 ? `1px solid ${COLORS.line}` : undefined }}>
                <div style={{ fontWeight: 600 }}>{contract.title}</div>
                <div style={{ display: "flex", justifyContent: "space-between", gap: 12, color: COLORS.muted }}>
                  <span>{day(contract.date)}</span>
                  {contract.total !== null && (
                    <span>
                      {t("bride_page.amount")}: <span style={{ color: COLORS.text }}>{money(contract.total)}</span>
                    </span>
                  )}
                </div>
                {contract.print_url && (
                  <a href={contract.print_url} target="_blank" rel="noopener noreferrer" style={{ color: COLORS.accent, textDecoration: "underline", display: "inline-block", padding: "8px 0", minHeight: 24 }}>
                    {t("bride_page.openContract")}
                    <span style={{ position: "absolute", width: 1, height: 1, overflow: "hidden", clip: "rect(0 0 0 0)" }}>: {contract.title}</span>
                  </a>
                )}
              </li>
            ))}
          </ul>
        )}
      </Section>

      <Section id="bride-dates" title={t("bride_page.dates")}>
        {!hasDates && <p style={{ margin: 0, color: COLORS.muted }}>{t("bride_page.noDates")}</p>}
        {(dates.wedding_date || dates.photo_date) && (
          <dl style={{ margin: 0 }}>
            {dates.wedding_date && <Row label={t("bride_page.wedding")} value={day(dates.wedding_date)} />}
            {dates.photo_date && <Row label={t("bride_page.photo")} value={day(dates.photo_date)} />}
          </dl>
        )}
        {dates.fittings.length > 0 && (
          <>
            <h3 id="bride-fittings" style={{ fontSize: 15, margin: "12px 0 4px" }}>
              {t("bride_page.fittings")}
            </h3>
            <ul aria-labelledby="bride-fittings" style={{ listStyle: "none", margin: 0, padding: 0 }}>
              {dates.fittings.map((fitting, index) => (
                <li key={index} style={{ display: "flex", justifyContent: "space-between", padding: "4px 0" }}>
                  <span>{day(fitting.date)}</span>
                  <span>
                    {fitting.start_time}–{fitting.end_time}
                  </span>
                </li>
              ))}
            </ul>
          </>
        )}
        {productDates("bride-pick-up", t("bride_page.pickUp"), dates.pick_up)}
        {productDates("bride-return", t("bride_page.return"), dates.return)}
      </Section>

      <Section id="bride-balance" title={t("bride_page.balance")}>
        <dl style={{ margin: 0 }}>
          <Row label={t("bride_page.total")} value={money(balance.total)} />
          <Row label={t("bride_page.paid")} value={money(balance.paid)} />
          <Row label={t("bride_page.owed")} value={<strong>{money(balance.owed)}</strong>} />
        </dl>
      </Section>
    </>
  );
}

/**
 * `/gelin/:token`: the bride's own page, without signing in, phone-sized first: her shop, her contracts (with their
 * print page), her dates and her balance, in the language her link was sent in; read-only, no menu. An unknown,
 * revoked or expired link shows 'Bağlantı geçerli değil'.
 */
export const BridePage = ({ api = brideApi }: { api?: BrideApi }) => {
  const { t } = useTranslation();
  const { token = "" } = useParams();
  const [load, setLoad] = useState<Load>({ status: "loading" });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    setLoad({ status: "loading" });
    api.page(token).then(
      async (data) => {
        // Her link's language, whatever this browser chose; the browser's own when the page has none in it.
        const language = (await loadBrideTexts(data.language).catch(() => false)) ? data.language : i18next.language;
        if (current) setLoad({ status: "found", data, t: i18next.getFixedT(language), language });
      },
      (failure: { statusCode?: number }) => current && setLoad({ status: failure?.statusCode === 404 ? "missing" : "failed" }),
    );
    return () => {
      current = false;
    };
  }, [api, token, attempt]);

  const words = load.status === "found" ? load.t : t;
  const shop = load.status === "found" ? load.data.shop : null;
  useEffect(() => {
    document.title = shop ? `${words("bride_page.title")} | ${shop.title}` : words("bride_page.title");
    if (load.status === "found") document.documentElement.lang = load.language;
  }, [words, shop, load]);

  if (load.status === "loading") return <Spin fullscreen />;

  return (
    <div style={{ minHeight: "100vh", background: COLORS.page, color: COLORS.text, fontSize: 15, lineHeight: 1.5, padding: 12, boxSizing: "border-box" }}>
      <main style={{ maxWidth: 480, margin: "0 auto", background: COLORS.card, borderRadius: 8, padding: 16, boxSizing: "border-box" }}>
        {shop && (
          <header style={{ display: "flex", alignItems: "center", gap: 12, marginBottom: 16 }}>
            {shop.logo_url && <img src={shop.logo_url} alt="" style={{ maxHeight: 48, maxWidth: 120 }} />}
            <div>
              <div style={{ fontWeight: 600, fontSize: 17 }}>{shop.title}</div>
              {shop.phone && (
                <div style={{ color: COLORS.muted }}>
                  {words("bride_page.shopPhone")}:{" "}
                  <a href={`tel:${shop.phone}`} style={{ color: COLORS.accent, textDecoration: "underline" }}>
                    {shop.phone}
                  </a>
                </div>
              )}
            </div>
          </header>
        )}
        {load.status === "found" && <BrideContent data={load.data} t={load.t} language={load.language} />}
        {load.status === "missing" && (
          <>
            <h1 style={{ fontSize: 22, margin: "0 0 8px" }}>{t("bride_page.notValidTitle")}</h1>
            <p style={{ margin: 0, color: COLORS.muted }}>{t("bride_page.notValidText")}</p>
          </>
        )}
        {load.status === "failed" && (
          <>
            <h1 style={{ fontSize: 22, margin: "0 0 8px" }}>{t("bride_page.title")}</h1>
            <p role="alert" style={{ margin: "0 0 12px" }}>
              {t("bride_page.failed")}
            </p>
            <button type="button" onClick={() => setAttempt((n) => n + 1)} style={{ minHeight: 44, padding: "0 16px", borderRadius: 6, border: `1px solid ${COLORS.accent}`, background: COLORS.card, color: COLORS.accent, font: "inherit" }}>
              {t("bride_page.retry")}
            </button>
          </>
        )}
      </main>
    </div>
  );
};

export default BridePage;
