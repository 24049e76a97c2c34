import type { Db } from '../../../core/db/types'
import { GatewayError, codes } from '../../../core/errors'
import { countEvent, waitAtLimit } from '../../message'
import { sayCompany, type Lang } from './texts'

/** Companies registered per day whose administrator's e-mail is of one domain. */
export const REGISTRATIONS_PER_DOMAIN = 20
/** Companies registered per day on the whole deployment. */
export const REGISTRATIONS_PER_DAY = 200
const DAY = 24 * 60 * 60 * 1000

// Kept in the database (attempt_counter) so that every gateway process counts alike; each
// budget's day runs from its first registration.
const domainKey = (adminEmail: string) => `company:register:domain:${adminEmail.slice(adminEmail.lastIndexOf('@') + 1).toLowerCase()}`
const ALL_KEY = 'company:register:all'
const hoursOf = (ms: number) => Math.max(1, Math.ceil(ms / (60 * 60 * 1000)))

/**
 * Refuses a registration past a budget: 400907 once the administrator's e-mail domain registered
 * REGISTRATIONS_PER_DOMAIN companies in its day, 400908 once the deployment registered
 * REGISTRATIONS_PER_DAY; both say in how many hours the day ends.
 */
export async function checkBudgets(db: Db, adminEmail: string, lang: Lang, now: number): Promise<void> {
  const domainWait = await waitAtLimit(db, domainKey(adminEmail), REGISTRATIONS_PER_DOMAIN, DAY, now)
  if (domainWait > 0) throw new GatewayError(codes.domainBudgetSpent, sayCompany(lang, 'domainBudget', { h: hoursOf(domainWait) }))
  const allWait = await waitAtLimit(db, ALL_KEY, REGISTRATIONS_PER_DAY, DAY, now)
  if (allWait > 0) throw new GatewayError(codes.dayBudgetSpent, sayCompany(lang, 'dayBudget', { h: hoursOf(allWait) }))
}

/** Counts a registration against its domain's budget and the deployment's. */
export async function countBudgets(db: Db, adminEmail: string, now: number): Promise<void> {
  await countEvent(db, [domainKey(adminEmail), ALL_KEY], DAY, now)
}
