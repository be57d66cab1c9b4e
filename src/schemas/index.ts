import type { ResourceSchema } from "./resource";
import { accountingLines } from "./accounting_lines.schema";
import { accountings } from "./accountings.schema";
import { announces } from "./announces.schema";
import { appointmentSettings } from "./appointment_settings.schema";
import { appointments } from "./appointments.schema";
import { categories } from "./categories.schema";
import { clientConsents } from "./client_consents.schema";
import { clientImages } from "./client_images.schema";
import { clientLinks } from "./client_links.schema";
import { clientProducts } from "./client_products.schema";
import { clients } from "./clients.schema";
import { coiffeurAppointments } from "./coiffeurAppointments.schema";
import { commissions } from "./commissions.schema";
import { contracts } from "./contracts.schema";
import { contractTemplates } from "./contract_templates.schema";
import { dayCloses } from "./day_closes.schema";
import { definitions } from "./definitions.schema";
import { dimensions } from "./dimensions.schema";
import { dry } from "./dry.schema";
import { employees } from "./employees.schema";
import { leases } from "./leases.schema";
import { newserviceDates } from "./newservice_dates.schema";
import { newservices } from "./newservices.schema";
import { notification } from "./notification.schema";
import { permits } from "./permits.schema";
import { processLines } from "./process_lines.schema";
import { processes } from "./processes.schema";
import { proposalLines } from "./proposal_lines.schema";
import { proposals } from "./proposals.schema";
import { rentalSettings } from "./rental_settings.schema";
import { services } from "./services.schema";
import { smsMessages } from "./sms_messages.schema";
import { smsSettings } from "./sms_settings.schema";
import { smsTemplates } from "./sms_templates.schema";
import { supplierProducts } from "./supplier_products.schema";
import { suppliers } from "./suppliers.schema";
import { tailors } from "./tailors.schema";
import { users } from "./users.schema";

/** Every registered entity. Adding one here gives it a table, an API, pages and labels. */
export const schemas = [announces, notification, definitions, categories, clients, suppliers, users, services, processes, processLines, leases, tailors, dry, dimensions, newservices, newserviceDates, accountings, accountingLines, dayCloses, employees, permits, commissions, smsSettings, smsTemplates, smsMessages, contracts, contractTemplates, rentalSettings, proposals, proposalLines, appointments, coiffeurAppointments, appointmentSettings, clientProducts, clientImages, clientConsents, clientLinks, supplierProducts] as const satisfies readonly ResourceSchema[];

export type RegisteredSchema = (typeof schemas)[number];
export type ResourceName = RegisteredSchema["$id"];

export const schemaByName = (name: string): ResourceSchema | undefined =>
  (schemas as readonly ResourceSchema[]).find((schema) => schema.$id === name);
