/**
 * Whose rows a call may touch. Repositories turn it into the tenant condition themselves: no route ever
 * writes its own `company_id` filter.
 */
export interface TenantScope {
  /** The caller's company: every write lands here, every own-view read is limited to it. */
  companyId: number;
  /** Who acts (audit); absent for work the system does itself (seeding, jobs). */
  actorId?: number;
  /** Operators' 'all' view: reads across companies, optionally limited to one dealer. */
  all?: { dealerId: number | null };
}
