import { addressBudgets, spendBudgets } from '../../../core/db/budgets'
import type { Db } from '../../../core/db/types'
import { GatewayError, codes } from '../../../core/errors'
import { sayCompany, type Lang } from './texts'

/** Companies registered per day from one address, and from its /24 or /64 network together. */
export const REGISTRATIONS_PER_ADDRESS = 5
export const REGISTRATIONS_PER_NETWORK = 15
/** Companies registered per day whose administrator's e-mail is of one domain. */
export const REGISTRATIONS_PER_DOMAIN = 20
/** Companies registered per day on the whole deployment. */
export const REGISTRATIONS_PER_DAY = 200
const DAY = 24 * 60 * 60 * 1000

// Kept in the database (attempt_counter) so that every gateway process counts alike; each
// budget's day runs from its first registration.
const domainKey = (adminEmail: string) =>
  `company:register:domain:${adminEmail.slice(adminEmail.lastIndexOf('@') + 1).toLowerCase()}`
const ALL_KEY = 'company:register:all'
const hoursOf = (ms: number) => Math.max(1, Math.ceil(ms / (60 * 60 * 1000)))

/**
 * Spends a registration from the budgets of the address and its network, of the administrator's e-mail domain and
 * of the deployment, each in one statement before the company is made, so that registrations sent together cannot
 * all find a budget unspent. Refuses past one: 400110 for the address or network; 400907 once the domain registered
 * REGISTRATIONS_PER_DOMAIN companies in its day, 400908 once the deployment registered REGISTRATIONS_PER_DAY (both
 * say in how many hours the day ends). A refused registration costs nothing; answers how to give it back when the
 * company is not made after all.
 */
export async function spendRegistration(
  db: Db,
  adminEmail: string,
  ip: string,
  lang: Lang,
  now: number,
): Promise<() => Promise<void>> {
  const budgets = [
    ...addressBudgets('company:register', ip, REGISTRATIONS_PER_ADDRESS, REGISTRATIONS_PER_NETWORK, DAY),
    { key: domainKey(adminEmail), limit: REGISTRATIONS_PER_DOMAIN, windowMs: DAY },
    { key: ALL_KEY, limit: REGISTRATIONS_PER_DAY, windowMs: DAY },
  ]
  const spent = await spendBudgets(db, 'attempt_counter', budgets, now)
  if (spent.ok) return spent.giveBack
  if (spent.refused === budgets[2])
    throw new GatewayError(codes.domainBudgetSpent, sayCompany(lang, 'domainBudget', { h: hoursOf(spent.waitMs) }))
  if (spent.refused === budgets[3])
    throw new GatewayError(codes.dayBudgetSpent, sayCompany(lang, 'dayBudget', { h: hoursOf(spent.waitMs) }))
  throw new GatewayError(codes.tooManyAttempts, sayCompany(lang, 'tooMany'))
}
