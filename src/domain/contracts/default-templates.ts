/**
 * The Turkish templates a contract is made from while the shop has not saved its own (Tanımlamalar shows them as
 * the starting text). Placeholders: src/domain/contracts/placeholders.ts.
 */
/** The five templates (the same kinds as `CONTRACT_KINDS` of src/schemas/contracts.schema.ts; the test holds them equal). */
export const CONTRACT_TEMPLATE_KINDS = ["sales", "lease", "order", "tailor", "dry"] as const;
export type ContractTemplateKind = (typeof CONTRACT_TEMPLATE_KINDS)[number];

const parties = `<p><strong>{firma}</strong><br>{firma_adres}<br>Tel: {firma_telefon}</p>
<p><strong>Müşteri:</strong> {musteri}<br>T.C. Kimlik No: {musteri_tc}<br>Telefon: {musteri_telefon}<br>Adres: {musteri_adres}</p>
<p><strong>Sözleşme No:</strong> {sozlesme_no} &nbsp; <strong>Tarih:</strong> {tarih}</p>`;

const money = `<p><strong>Toplam:</strong> {toplam} &nbsp; <strong>Kapora:</strong> {kapora} &nbsp; <strong>Kalan:</strong> {kalan}</p>`;

const signatures = `<p><strong>Firma</strong> &nbsp; &nbsp; &nbsp; &nbsp; <strong>Müşteri</strong><br>İmza: &nbsp; &nbsp; &nbsp; &nbsp; İmza:</p>`;

export const DEFAULT_CONTRACT_TEMPLATES: Record<ContractTemplateKind, string> = {
  sales: `<h2>SATIŞ SÖZLEŞMESİ</h2>
${parties}
<p>Aşağıda belirtilen ürünler müşteriye satılmıştır.</p>
{urunler}
${money}
<p>Düğün Tarihi: {dugun_tarihi} &nbsp; Çekim Tarihi: {cekim_tarihi} &nbsp; Teslim Tarihi: {teslim_tarihi}</p>
<p>Kalan tutar ürün tesliminden önce ödenir. Ödenen kapora iade edilmez.</p>
${signatures}`,
  lease: `<h2>KİRALAMA SÖZLEŞMESİ</h2>
${parties}
<p>Aşağıda belirtilen ürünler belirtilen tarihler arasında müşteriye kiralanmıştır.</p>
{urunler}
${money}
<p>Düğün Tarihi: {dugun_tarihi} &nbsp; Çekim Tarihi: {cekim_tarihi}<br>Teslim Tarihi: {teslim_tarihi} &nbsp; İade Tarihi: {iade_tarihi}</p>
<p>Ürünler iade tarihinde temiz ve hasarsız olarak geri getirilir. Geç iadede her gün için gecikme bedeli, hasarda hasar bedeli alınır; bu bedeller önce kaporadan düşülür.</p>
${signatures}`,
  order: `<h2>SİPARİŞ SÖZLEŞMESİ</h2>
${parties}
{urunler}
${money}
<p>Düğün Tarihi: {dugun_tarihi} &nbsp; Çekim Tarihi: {cekim_tarihi}</p>
<p>Sipariş onaylandıktan sonra iptal edilemez; ödenen kapora iade edilmez.</p>
${signatures}`,
  tailor: `<h2>TERZİ SÖZLEŞMESİ</h2>
${parties}
{urunler}
${money}
<p>Teslim Tarihi: {teslim_tarihi} &nbsp; İade Tarihi: {iade_tarihi}</p>
<p>Tadilatı yapılan ürün belirtilen tarihte teslim alınır.</p>
${signatures}`,
  dry: `<h2>KURU TEMİZLEME SÖZLEŞMESİ</h2>
${parties}
{urunler}
${money}
<p>Teslim Tarihi: {teslim_tarihi} &nbsp; İade Tarihi: {iade_tarihi}</p>
<p>Temizlenen ürün belirtilen tarihte teslim alınır.</p>
${signatures}`,
};

/** The shop's template of a kind, or the default while it has not saved one (empty counts as not saved). */
export function contractTemplateFor(kind: ContractTemplateKind, saved: Partial<Record<ContractTemplateKind, string | null>> | null | undefined): string {
  const own = saved?.[kind];
  return own && own.replace(/<[^>]*>/g, "").trim() !== "" ? own : DEFAULT_CONTRACT_TEMPLATES[kind];
}
