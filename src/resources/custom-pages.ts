import { lazy, type ComponentType, type LazyExoticComponent } from "react";
import { withPageTexts } from "../i18n/page-texts";
import { EMPLOYEE_TEXTS } from "./employees/texts";
import { PARTY_TEXTS } from "./parties/party-texts";
import type { PageView } from "./registry";

export type ResourcePage = LazyExoticComponent<ComponentType<{ resource: string }>>;

const calendarListPage: ResourcePage = lazy(() => import("./generic/calendar/CalendarListPage"));

/**
 * Hand-written pages that replace a generated one, `src/resources/<name>/<Entity><View>.tsx`.
 * Every other page of every registered resource is generated.
 */
export const customPages: Partial<Record<string, Partial<Record<PageView, ResourcePage>>>> = {
  // Tanımlamalar: categories, definitions and product sub-categories in tabs.
  categories: { list: lazy(() => import("./categories/DefinitionsPage")) },
  // Ürün Yönetimi: cards, category tiles, the catalog's filters and the product modal; `/all` for operators.
  // Ürün detayı (`urunler/:id`, what a label's QR opens): barcode, pictures, stock, prices and leases.
  services: {
    list: lazy(() => import("./services/management/ProductManagementPage")),
    show: lazy(() => import("./services/detail/ProductDetailPage")),
  },
  // Gelecek Ürünler: arrival dates per product, add stock, the spec's delete question.
  newservices: { list: lazy(() => import("./newservices/UpcomingProductsPage")) },
  // Çalışanlar ve Maaşlar: the count card and each employee's leave, payments and commissions; the edit page goes
  // back to the list when the employee cannot be read.
  employees: {
    list: lazy(() => withPageTexts(EMPLOYEE_TEXTS, import("./employees/EmployeesPage"))),
    edit: lazy(() => withPageTexts(EMPLOYEE_TEXTS, import("./employees/EmployeeEditPage"))),
  },
  // Kiralık Ürünler: the lease list with its counters, the now / past / future / today selector, take-back with the
  // late fee, extend and pay; `/all` for operators with the dealer selector and no actions.
  leases: { list: lazy(() => import("./leases/LeasesPage")) },
  // Teklifler: the cards, search and the spec's delete question; the form's rows (product search from 2 letters, the
  // picked product's price offered); the detail with the rows' total, barcode labels, status and 'Gelire Dönüştür'.
  proposals: {
    list: lazy(() => import("./proposals/ProposalsPage")),
    create: lazy(() => import("./proposals/ProposalFormPage").then((page) => ({ default: page.ProposalCreatePage }))),
    edit: lazy(() => import("./proposals/ProposalFormPage").then((page) => ({ default: page.ProposalEditPage }))),
    show: lazy(() => import("./proposals/ProposalShowPage")),
  },
  // Hızlı Satış (`hizli-satis`, `hizli-satis-duzenle/:id`): the order's fields, the basket with its pricing rules and
  // availability before saving, 'Oluşturuldu!' and the contracts' modal; the orders list (`satislar`) is generated.
  processes: {
    create: lazy(() => import("./processes/ProcessFormPage")),
    edit: lazy(() => import("./processes/ProcessFormPage")),
  },
  // Terzi Listesi: the sales' dress items by measurement date with the six counters and the period filter; the sheet's
  // form preset to the sale (update mode once it has one) with its dress items; the A4 print of the sheet.
  dimensions: {
    list: lazy(() => import("./dimensions/TailorListPage")),
    create: lazy(() => import("./dimensions/DimensionFormPage").then((page) => ({ default: page.DimensionCreatePage }))),
    edit: lazy(() => import("./dimensions/DimensionFormPage").then((page) => ({ default: page.DimensionEditPage }))),
    show: lazy(() => import("./dimensions/DimensionPrintPage")),
  },
  // Terzideki Ürünler / Terziye Ürün Gönder and the dry cleaner's pair: the lists with the counters, the now / past /
  // future selector and 'Teslim Al' ('Ödeme Yap' at the cleaner's); the send pages with a date per product, its
  // availability before saving and the contract's modal (src/resources/dispatch, shared by both).
  tailors: { list: lazy(() => import("./tailors/TailorListPage")), create: lazy(() => import("./tailors/TailorSendPage")) },
  dry: { list: lazy(() => import("./dry/DryListPage")), create: lazy(() => import("./dry/DrySendPage")) },
  // Prova and Kuaför Randevuları's lists: the generated table with its counters, the way to the calendar and `/all`
  // for operators (the calendars themselves are the engine's calendar page, src/resources/generic/calendar).
  appointments: { list: calendarListPage },
  coiffeurAppointments: { list: calendarListPage },
  // SMS Ayarları: the generated singleton form with the platform account's credits and the test message.
  sms_settings: { edit: lazy(() => import("./sms/settings/SmsSettingsPage")) },
  // Müşteri detayı (`musteri/:id`, issue 18): the six cards, the buttons, the sections and the KVKK and link cards.
  clients: { show: lazy(() => withPageTexts(PARTY_TEXTS, import("./clients/detail/ClientDetailPage"))) },
  // Tedarikçi detayı: the schema's `tedarikci/:id` is the edit route, so the detail takes the edit view's place and
  // opens the generated edit form in a modal ('Düzenle').
  suppliers: { edit: lazy(() => withPageTexts(PARTY_TEXTS, import("./suppliers/detail/SupplierDetailPage"))) },
  // SMS Geçmişi: the generated list with the message cut to 135 characters, the recipient and the status tag.
  sms_messages: { list: lazy(() => import("./sms/history/SmsHistoryPage")) },
};
