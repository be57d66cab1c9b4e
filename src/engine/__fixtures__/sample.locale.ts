/** Turkish labels of the fixture resources, so stories read like the product (they are not shipped locales). */
export const sampleLocale = {
  sample: {
    fields: {
      type: "Tür",
      full_name: "Ad Soyad",
      identity_number: "TC Kimlik No",
      trade_name: "Firma Adı",
      tax_office: "Vergi Dairesi",
      tax_no: "Vergi No",
      gsm: "Telefon",
      email: "E-posta",
      category_id: "Kategori",
      balance: "Bakiye",
      birth_date: "Doğum Tarihi",
      is_active: "Aktif",
      notes: "Notlar",
      accounts: "Banka Hesapları",
      bank_name: "Banka",
      iban: "IBAN",
      created_at: "Oluşturulma Tarihi",
    },
    titles: { list: "Örnekler", create: "Örnek Ekle", edit: "Örnek Düzenle", show: "Örnek Detayı" },
    enums: { type: { person: "Şahıs", business: "Kurumsal" } },
  },
  "sample-fittings": {
    "sample-fittings": "Prova",
    fields: { sample_id: "Örnek", title: "Başlık", fitting_on: "Prova Tarihi", size: "Beden", is_active: "Aktif", created_at: "Oluşturulma Tarihi" },
    titles: { list: "Provalar", create: "Prova Ekle", edit: "Prova Düzenle", show: "Prova Detayı" },
    actions: { complete: { label: "Tamamla" } },
  },
  // The engine's throwaway resources (server/engine/__fixtures__): the labels the chain test looks for.
  gizmos: { fields: { lines: "Satırlar" }, actions: { complete: { label: "Tamamla", fields: { note: "Not" } } }, sections: { main: "Genel", details: "Ayrıntılar" } },
  gizmo_lines: { fields: { kind_id: "Tür", quantity: "Adet", price: "Birim Fiyat", note: "Not" } },
  gizmo_notes: { fields: { text: "Not", amount: "Tutar" }, titles: { list: "Notlar", create: "Not Ekle" } },
  "sample-categories": {
    fields: { name: "Kategori Adı" },
    titles: { list: "Kategoriler", create: "Kategori Ekle" },
  },
};
