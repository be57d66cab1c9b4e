import type { BaseRecord } from "@refinedev/core";

const names = ["Ayşe Yılmaz", "Mehmet Demir", "Zeynep Kaya", "Elif Şahin", "Can Öztürk", "Deniz Arslan", "Ece Koç", "Emre Aydın"];

/** Forty sample rows (more than one page of 15) and two categories. */
export const sampleRows = (): Record<string, BaseRecord[]> => ({
  "sample-categories": [
    { id: 1, name: "Gelinlik" },
    { id: 2, name: "Abiye" },
  ],
  sample: Array.from({ length: 40 }, (_unused, index) => ({
    id: index + 1,
    type: index % 3 === 0 ? "business" : "person",
    full_name: `${names[index % names.length]} ${index + 1}`,
    identity_number: "17291716060",
    trade_name: index % 3 === 0 ? "Beyaz Düş Gelinlik Ltd." : undefined,
    tax_office: index % 3 === 0 ? "Kadıköy" : undefined,
    tax_no: index % 3 === 0 ? "4540536920" : undefined,
    gsm: "+90 (532) 123 45 67",
    category_id: (index % 2) + 1,
    balance: `${(index + 1) * 1250}.50`,
    birth_date: "1990-05-17",
    is_active: index % 4 !== 0,
    notes: "<p>Prova <strong>cumartesi</strong> saat 14:00'te.</p>",
    accounts: [{ bank_name: "Ziraat Bankası", iban: "TR33 0006 1005 1978 6457 8413 26" }],
    dealer_name: index % 2 === 0 ? "Beyaz Düş Gelinlik" : "Prenses Moda",
    created_at: new Date(Date.UTC(2024, 0, 1 + index, 9, 30)).toISOString(),
  })),
  // Sample 40's fittings: two to come, one done, one in the bin; sample 38 has one.
  "sample-fittings": [
    { id: 1, sample_id: 40, title: "İlk prova", fitting_on: "2026-03-14", size: 38, is_active: true, version: 1 },
    { id: 2, sample_id: 40, title: "Son prova", fitting_on: "2026-03-28", size: 38, is_active: true, version: 1 },
    { id: 3, sample_id: 40, title: "Ölçü alma", fitting_on: "2026-02-20", size: 40, is_active: false, version: 1 },
    { id: 4, sample_id: 40, title: "İptal edilen prova", fitting_on: "2026-03-01", size: 38, is_active: true, deleted_at: "2026-03-02T10:00:00.000Z", version: 1 },
    { id: 5, sample_id: 38, title: "Kumaş seçimi", fitting_on: "2026-03-10", size: 42, is_active: true, version: 1 },
  ],
});

/** What the fixtures' declared actions do to a row (the server's resource extension, in memory). */
export const sampleActions: Record<string, Record<string, (row: BaseRecord) => BaseRecord>> = {
  "sample-fittings": { complete: () => ({ is_active: false, version: 1 }) },
};
