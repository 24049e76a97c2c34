import { spendAddressShare } from '../../core/db/address-budget'
import { spendBudgets } from '../../core/db/budgets'
import { spendBudget } from '../../core/db/counters'
import type { Db } from '../../core/db/types'
import type { Lang } from '../../core/lang'
import { recruitError } from './errors'

// The careers page takes applications without a sign-in, so its spam is bounded three ways, each counted in one
// statement (attempt_counter): per address (and its /24 or /64), per company's careers page, and one application
// per opening for an e-mail address or a phone number.

/** Applications (attempts) one address may send per window: a flood is refused until the window ends. */
export const APPLICATIONS_PER_ADDRESS = 10
/** Applications (attempts) one /24 or /64 network may send per window. */
export const APPLICATIONS_PER_NETWORK = 30
/** Applications past the captcha one tenant's careers page takes per window, from everyone together. */
export const APPLICATIONS_PER_TENANT = 100
export const APPLY_WINDOW_MS = 60 * 60 * 1000

const minutes = (ms: number) => ({ minutes: Math.max(1, Math.ceil(ms / 60_000)) })

/** Counts an attempt from `ip`; refuses it (411510, the minutes left) past the address's or its network's share. */
export async function spendAddressAttempt(db: Db, ip: string, lang: Lang, now: number): Promise<void> {
  const share = { perAddress: APPLICATIONS_PER_ADDRESS, perGroup: APPLICATIONS_PER_NETWORK, windowMs: APPLY_WINDOW_MS }
  const spent = await spendAddressShare(db, 'recruit:apply', ip, share, now)
  if (!spent.ok) throw recruitError(lang, 'tooManyApplications', minutes(spent.waitMs))
}

/** Counts an application to the tenant's careers page; refuses it (411521, the minutes left) past the tenant's budget. */
export async function spendTenantApplication(db: Db, tenantId: number, lang: Lang, now: number): Promise<void> {
  const spent = await spendBudget(
    db,
    'attempt_counter',
    `recruit:apply:tenant:${tenantId}`,
    APPLICATIONS_PER_TENANT,
    APPLY_WINDOW_MS,
    now,
  )
  if (!spent.ok) throw recruitError(lang, 'careersBusy', minutes(spent.waitMs))
}

export interface Applicant {
  tenantId: number
  jobId: number
  email: string
  phone: string
}

const markers = (a: Applicant) => [
  `recruit:applied:${a.tenantId}:${a.jobId}:email:${a.email}`,
  `recruit:applied:${a.tenantId}:${a.jobId}:phone:${a.phone}`,
]

/**
 * Refuses (411522) a second application to the opening with the same e-mail address or phone number: one already
 * among its candidates, or one being taken at the same time (a mark per e-mail and phone, counted in one statement).
 * Answers how to take the marks back when the application is not stored after all.
 */
export async function claimApplication(
  db: Db,
  applicant: Applicant,
  lang: Lang,
  now: number,
): Promise<() => Promise<void>> {
  const known = await db
    .selectFrom('recruit_candidate')
    .select('id')
    .where('tenant_id', '=', applicant.tenantId)
    .where('job_id', '=', applicant.jobId)
    .where((eb) => eb.or([eb('email', '=', applicant.email), eb('phone', '=', applicant.phone)]))
    .executeTakeFirst()
  if (known) throw recruitError(lang, 'alreadyApplied')
  // The marks are taken in one order and the first already taken stops the claim, so that of two applications sharing
  // an e-mail address or phone made together one is taken (each refusing the other on a different mark would take none).
  const marks = await spendBudgets(
    db,
    'attempt_counter',
    markers(applicant).map((key) => ({ key, limit: 1, windowMs: APPLY_WINDOW_MS })),
    now,
  )
  if (!marks.ok) throw recruitError(lang, 'alreadyApplied')
  return marks.giveBack
}

/** The largest résumé taken (5 MiB). */
export const MAX_RESUME_BYTES = 5 * 1024 * 1024
