import type { Db } from "../db/client";
import { accountsRepository } from "./accounts";
import { accountingReportsRepository } from "./accounting-reports";
import { auditRepository } from "./audit";
import { bookingsRepository } from "./bookings";
import { scheduleRepository } from "./schedule";
import { cashRepository } from "./cash";
import { employeePayRepository } from "./employee-pay";
import { employeeReportsRepository } from "./employee-reports";
import { jobsRepository } from "./jobs";
import { partyMoneyRepository } from "./party-money";
import { partyDetailsRepository } from "./party-details";
import { downloadsRepository } from "./downloads";
import { bookingCodesRepository } from "./booking-codes";
import { ownCompanyRepository } from "./own-company";
import { uploadsRepository } from "./uploads";
import { usersRepository } from "./users";
import type { ResourceRegistry } from "./registry";
import { tokensRepository } from "./tokens";
import { surplusRepository } from "./surplus";
import { tailorListRepository } from "./tailor-list";
import { transfersRepository } from "./transfers";
import { resourceRepository, type ResourceRepository } from "./resource-repository";
import { smsCreditsRepository } from "./sms-credits";
import { privacyAuditRepository } from "./privacy-audit";
import type { TenantScope } from "./scope";

export type { TenantScope } from "./scope";
export type { ResourceRegistry } from "./registry";
export { STALE, type ComputedSql, type ListQuery, type ResourceRepository, type Row } from "./resource-repository";

/**
 * Every repository of one scope on one executor: the database for plain reads, a transaction inside a
 * unit of work. Each adds the tenant condition itself.
 */
export interface Repositories {
  scope: TenantScope;
  /** The generic repository of a schema resource. */
  resource(name: string): ResourceRepository;
  audit: ReturnType<typeof auditRepository>;
  /** The company's users (the owner's settings screen). */
  users: ReturnType<typeof usersRepository>;
  /** The company's uploaded files. */
  uploads: ReturnType<typeof uploadsRepository>;
  /** The scope's own company row. */
  company: ReturnType<typeof ownCompanyRepository>;
  /** The sessions of the company's users and of the actor. */
  tokens: ReturnType<typeof tokensRepository>;
  /** The actor's own account (whatever company the scope is) and the platform-wide email check. */
  accounts: ReturnType<typeof accountsRepository>;
  /** Products moving between the companies of one group (inside a unit of work: it writes to both). */
  transfers: ReturnType<typeof transfersRepository>;
  /** The surplus scan and stock count over the scope's (or the operator's chosen dealer's) products. */
  surplus: ReturnType<typeof surplusRepository>;
  /** The cash box's sums over the scope's (or the operator's chosen dealer's) accounting records. */
  cash: ReturnType<typeof cashRepository>;
  /** Files made for one download (the cash box's Excel), the caller's company's only, for minutes. */
  downloads: ReturnType<typeof downloadsRepository>;
  /** The online booking's SMS codes of the company, per mobile (hashed, expiring, limited per hour); inside a unit of work. */
  bookingCodes: ReturnType<typeof bookingCodesRepository>;
  /** The SMS codes of another purpose than the online booking's (`consentCodePurpose`). */
  codesFor(purpose: string): ReturnType<typeof bookingCodesRepository>;
  /** The accounting reports' sums and open credits and debts over the scope's own records. */
  accountingReports: ReturnType<typeof accountingReportsRepository>;
  /** The clients' and suppliers' money cards: what is left of their credits and debts over the shop. */
  partyMoney: ReturnType<typeof partyMoneyRepository>;
  /** One client's or supplier's detail figures, statement records and appointments (issue 18). */
  partyDetails: ReturnType<typeof partyDetailsRepository>;
  /** An employee's payment and commission totals, and the lock that guards the shop's salary category. */
  employeePay: ReturnType<typeof employeePayRepository>;
  /** The employee report's figures over the scope's employees, commissions, leave and salary/advance records. */
  employeeReports: ReturnType<typeof employeeReportsRepository>;
  /** The company's platform SMS credits and their ledger (spend, refund, grant), race-proof. */
  smsCredits: ReturnType<typeof smsCreditsRepository>;
  /** Background work of the company (server/jobs/types.ts): queued inside a unit of work, it exists once that commits. */
  jobs: ReturnType<typeof jobsRepository>;
  /** The bookings (leases of every kind) that hold a product over a range of days (server/bookings). */
  bookings: ReturnType<typeof bookingsRepository>;
  /** The spans of the schedule resources (appointments): the calendar's lock and the first overlapping row. */
  schedule: ReturnType<typeof scheduleRepository>;
  /** The sales' dress items by measurement date (the tailor list) and one client's or sale's (measurement sheets). */
  tailorList: ReturnType<typeof tailorListRepository>;
  /** KVKK erasure: the audit's copies of an erased client's data, scrubbed in place (server/routes/client-privacy). */
  privacyAudit: ReturnType<typeof privacyAuditRepository>;
}

/** A getter that makes its value on first read and keeps it: a request pays only for the repositories it uses. */
function lazy<T>(make: () => T): { get(): T; enumerable: true } {
  let value: T | undefined;
  return { get: () => (value ??= make()), enumerable: true };
}

export function createRepositories(db: Db, registry: ResourceRegistry, scope: TenantScope): Repositories {
  const cache = new Map<string, ResourceRepository>();
  const repositories: Pick<Repositories, "scope" | "resource"> = {
    scope,
    resource(name) {
      let found = cache.get(name);
      if (!found) cache.set(name, (found = resourceRepository(registry.definition(name), db, scope)));
      return found;
    },
  };
  return Object.defineProperties(repositories, {
    audit: lazy(() => auditRepository(db, scope)),
    users: lazy(() => usersRepository(db, scope)),
    uploads: lazy(() => uploadsRepository(db, scope)),
    company: lazy(() => ownCompanyRepository(db, scope)),
    tokens: lazy(() => tokensRepository(db, scope)),
    accounts: lazy(() => accountsRepository(db, scope)),
    transfers: lazy(() => transfersRepository(db, registry, scope)),
    surplus: lazy(() => surplusRepository(db, registry, scope)),
    cash: lazy(() => cashRepository(db, scope)),
    downloads: lazy(() => downloadsRepository(db, scope)),
    bookingCodes: lazy(() => bookingCodesRepository(db, scope)),
    codesFor: { value: (purpose: string) => bookingCodesRepository(db, scope, purpose), enumerable: true },
    accountingReports: lazy(() => accountingReportsRepository(db, scope)),
    partyMoney: lazy(() => partyMoneyRepository(db, scope)),
    partyDetails: lazy(() => partyDetailsRepository(db, scope)),
    employeePay: lazy(() => employeePayRepository(db, scope)),
    employeeReports: lazy(() => employeeReportsRepository(db, scope)),
    smsCredits: lazy(() => smsCreditsRepository(db, scope)),
    jobs: lazy(() => jobsRepository(db, scope)),
    bookings: lazy(() => bookingsRepository(db, registry, scope)),
    tailorList: lazy(() => tailorListRepository(db, scope)),
    privacyAudit: lazy(() => privacyAuditRepository(db, scope)),
    schedule: lazy(() => scheduleRepository(db, registry, scope)),
  }) as Repositories;
}

export type UnitOfWork = <T>(scope: TenantScope, work: (repos: Repositories) => Promise<T>) => Promise<T>;

/** Runs `work` in one transaction: every repository it is handed writes through it; a throw undoes all. */
export const unitOfWorkOn =
  (db: Db, registry: ResourceRegistry): UnitOfWork =>
  (scope, work) =>
    db.transaction((tx) => work(createRepositories(tx as unknown as Db, registry, scope)));
