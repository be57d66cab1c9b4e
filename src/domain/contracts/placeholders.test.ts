import { describe, expect, it } from "vitest";
import { CONTRACT_KINDS } from "../../schemas/contracts.schema";
import { CONTRACT_TEMPLATE_KINDS, contractTemplateFor, DEFAULT_CONTRACT_TEMPLATES } from "./default-templates";
import { CONTRACT_PLACEHOLDERS, formatContractDate, formatContractMoney, renderContract } from "./placeholders";

describe("renderContract", () => {
  it("fills every placeholder, escaping each value", () => {
    const html = renderContract("<p>{musteri} / {firma} / {sozlesme_no}</p>", { musteri: "<script>alert(1)</script>", firma: "Gelin & Damat", sozlesme_no: "1001" });
    expect(html).toBe("<p>&lt;script&gt;alert(1)&lt;/script&gt; / Gelin &amp; Damat / 1001</p>");
  });

  it("prints dates DD.MM.YYYY and money as 2.000,00 ₺", () => {
    const html = renderContract("{tarih}|{dugun_tarihi}|{toplam}|{kapora}|{kalan}", {
      tarih: "2026-11-24",
      dugun_tarihi: "2027-01-05",
      toplam: 200000,
      kapora: 50050,
      kalan: 149950,
    });
    expect(html).toBe("24.11.2026|05.01.2027|2.000,00\u00a0₺|500,50\u00a0₺|1.499,50\u00a0₺");
  });

  it("prints a missing value empty and keeps an unknown placeholder as typed", () => {
    expect(renderContract("[{musteri_tc}] {bilinmeyen}", {})).toBe("[] {bilinmeyen}");
  });

  it("makes {urunler} a table of the products, every cell escaped", () => {
    const html = renderContract("{urunler}", {
      urunler: [
        { name: "Gelinlik <b>", barcode: "123", piece: 1, price: 1000000, discount: 50000, tax: 8, total: 1026000, issue_date: "2027-01-01", delivery_date: "2027-01-07" },
        { name: "Makyaj", piece: 2, price: 150000, discount: 0, tax: 20, total: 360000, service_at: "2027-01-05T07:30:00Z" },
      ],
    });
    expect(html).toContain("<th>Ürün</th><th>Barkod</th><th>Adet</th><th>Birim Fiyat</th><th>İndirim</th><th>KDV</th><th>Toplam</th><th>Tarihler</th>");
    expect(html).toContain("<td>Gelinlik &lt;b&gt;</td><td>123</td><td>1</td><td>10.000,00\u00a0₺</td><td>500,00\u00a0₺</td><td>%8</td><td>10.260,00\u00a0₺</td><td>01.01.2027 – 07.01.2027</td>");
    expect(html).toContain("<td>Makyaj</td><td></td><td>2</td>");
    expect(html).toContain("<td>05.01.2027 10:30</td>");
  });
});

describe("formatting", () => {
  it("formats negative and small amounts", () => {
    expect(formatContractMoney(-123456789)).toBe("-1.234.567,89\u00a0₺");
    expect(formatContractMoney(5)).toBe("0,05\u00a0₺");
  });
  it("leaves what is not a date as given", () => {
    expect(formatContractDate("yarın")).toBe("yarın");
  });
});

describe("default templates", () => {
  it("knows the schema's kinds", () => {
    expect([...CONTRACT_TEMPLATE_KINDS]).toEqual([...CONTRACT_KINDS]);
  });
  it("has a Turkish template for each kind that uses only known placeholders", () => {
    for (const kind of CONTRACT_KINDS) {
      const template = DEFAULT_CONTRACT_TEMPLATES[kind];
      expect(template).toContain("{musteri}");
      const used = [...template.matchAll(/\{(\w+)\}/g)].map((match) => match[1]);
      for (const name of used) expect(CONTRACT_PLACEHOLDERS).toContain(name);
    }
  });
  it("uses the shop's own template unless it is empty", () => {
    expect(contractTemplateFor("sales", { sales: "<p>Benim</p>" })).toBe("<p>Benim</p>");
    expect(contractTemplateFor("sales", { sales: "<p></p>" })).toBe(DEFAULT_CONTRACT_TEMPLATES.sales);
    expect(contractTemplateFor("dry", null)).toBe(DEFAULT_CONTRACT_TEMPLATES.dry);
  });
});
