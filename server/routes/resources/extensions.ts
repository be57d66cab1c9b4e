import type { ResourceExtension } from "../../engine/crud-routes";
import { composeRoutes } from "../../engine/custom-routes";
import { accountingLinesExtension, accountingsExtension } from "../accountings";
import { accountingReportRoutes } from "../accounting-reports";
import { appointmentsExtension, coiffeurAppointmentsExtension } from "../appointments";
import { cashRoutes } from "../cash";
import { clientLinksExtension, sendLinkRoutes } from "../client-links";
import { contractsExtension, contractTemplateRoutes } from "../contracts";
import { dayClosesExtension } from "../day-closes";
import { dimensionsResourceExtension } from "../dimensions";
import { dryExtension, tailorsExtension } from "../dispatch";
import { commissionsExtension, employeesExtension, permitsExtension } from "../employees";
import { employeeReportRoutes } from "../employee-reports";
import { altCategoryRoutes } from "../categories/alt-categories";
import { lastNotificationRoutes } from "../notifications";
import { appointmentSettingsExtension } from "../online-booking/settings";
import { newserviceDatesExtension, newservicesExtension } from "../newservices";
import { processesResourceExtension, processLinesExtension } from "../processes";
import { labelRoutes } from "../services-labels";
import { leasesExtension } from "../leases";
import { servicesExtension, servicesRoutes } from "../services";
import { servicesPdfRoutes } from "../services-pdf";
import { proposalsExtension } from "../proposals";
import { smsCreditRoutes } from "../sms-credits";
import { smsSettingsExtension, smsSettingsRoutes } from "../sms-settings";
import { sendSmsToClient, smsMessagesExtension, smsTemplatesExtension } from "../sms";
import { surplusRoutes } from "../surplus";
import { transferRoutes } from "../transfers";
import { usersExtension } from "../users";
import { whereaboutsRoutes } from "../whereabouts";
import { clientsExtension, suppliersExtension } from "./party-figures";
import { withSmsConsent } from "./sms-consent";
import { clientConsentsExtension, withPrivacy } from "../client-privacy";
import { clientPhotoRoutes, clientProductRoutes, withClientDetails, withSupplierDetails } from "../party-details/extend";

/** What a registered resource adds to its generic routes (computed fields, list counters, custom routes). */
export const resourceExtensions: Record<string, ResourceExtension> = {
  // The cash box's and the reports' routes join whatever routes the records core declares.
  accountings: { ...accountingsExtension, routes: composeRoutes(...[accountingsExtension.routes].filter((part) => part !== undefined), cashRoutes, accountingReportRoutes) },
  accounting_lines: accountingLinesExtension,
  // The fitting and hairdresser calendars: completing, accepting an online booking, reminders (server/routes/appointments).
  appointments: appointmentsExtension,
  // Online booking turned on without an address gets an unguessable one (server/routes/online-booking).
  appointment_settings: appointmentSettingsExtension,
  coiffeurAppointments: coiffeurAppointmentsExtension,
  // The five contract templates' spec addresses (server/routes/contracts) stand with the definitions they are edited
  // in, under the same flag: the suites cannot yet make a singleton's (contract_templates) row for their cases.
  categories: { routes: composeRoutes(altCategoryRoutes, contractTemplateRoutes) },
  // The SMS module adds the clients' send_sms action (server/routes/sms).
  // İYS: the server notes when a client gave or withdrew SMS consent (./sms-consent).
  // The bride's link is sent from the client (POST /clients/:id/send-link, server/routes/client-links).
  // The detail page: cards, statement and its PDF, appointments; her photos' files go with her (server/routes/party-details).
  // KVKK: export and erasure, an erased client's PUT refused, the form's İYS switch logged (server/routes/client-privacy).
  clients: withPrivacy(withClientDetails(withSmsConsent({
    ...clientsExtension,
    actions: { ...clientsExtension.actions, send_sms: sendSmsToClient },
    routes: composeRoutes(...[clientsExtension.routes].filter((part) => part !== undefined), sendLinkRoutes),
  }))),
  // The bride's links: revoked here; sent from the client and read by the public page (server/routes/client-links).
  client_links: clientLinksExtension,
  // The consent log: who recorded it; a campaign row sets the client's İYS consent (server/routes/client-privacy).
  client_consents: clientConsentsExtension,
  // A client's products under the spec's addresses and their PDF; her photos' upload and delete (issue 18).
  client_products: { routes: clientProductRoutes },
  client_images: { routes: clientPhotoRoutes },
  commissions: commissionsExtension,
  // The spec's addresses of one contract (server/routes/contracts).
  contracts: contractsExtension,
  day_closes: dayClosesExtension,
  // Measurement sheets (one per sale, client from the sale), their spec addresses and the tailor list (server/routes/dimensions).
  dimensions: dimensionsResourceExtension,
  // The products at the tailor and the dry cleaner: booked like a rent, received back, paid (server/routes/dispatch).
  dry: dryExtension,
  employees: { ...employeesExtension, routes: composeRoutes(...[employeesExtension.routes].filter((part) => part !== undefined), employeeReportRoutes) },
  // Bookings, the lease money and actions, availability and the spec's lease routes (server/routes/leases).
  leases: leasesExtension,
  newservice_dates: newserviceDatesExtension,
  newservices: newservicesExtension,
  notification: { routes: lastNotificationRoutes },
  permits: permitsExtension,
  // The quick sale: the order's one-transaction write (server/orders) and the spec's order routes.
  processes: processesResourceExtension,
  process_lines: processLinesExtension,
  // Quotes: counters, the offered prices' total, 'Gelire Dönüştür' and set-proposal-status (server/routes/proposals).
  proposals: proposalsExtension,
  // Each catalog module adds its routes with composeRoutes(labelRoutes, …).
  tailors: tailorsExtension,
  // The product detail's 'Nerede?': where the gown is now and its bookings' history (server/routes/whereabouts).
  services: { ...servicesExtension, routes: composeRoutes(servicesRoutes, labelRoutes, servicesPdfRoutes, transferRoutes, surplusRoutes, whereaboutsRoutes) },
  // The settings' spec addresses and test SMS, and the platform account's credits (server/routes/sms-settings,
  // sms-credits), under the SMS history's flag: the suites cannot yet make a singleton's row for their cases.
  sms_messages: { ...smsMessagesExtension, routes: composeRoutes(...[smsMessagesExtension.routes].filter((part) => part !== undefined), smsSettingsRoutes, smsCreditRoutes) },
  sms_templates: smsTemplatesExtension,
  sms_settings: smsSettingsExtension,
  suppliers: withSupplierDetails(suppliersExtension),
  users: usersExtension,
};
