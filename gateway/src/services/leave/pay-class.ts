import type { Db } from '../../core/db/types'
import type { DayPlan } from '../scheduling'
import { minutesOf } from './hours'

/**
 * The class of a day for overtime pay (劳动法 art. 44): a working day (150 %), a rest day — the week's rest days and
 * the bridged rest days of a holiday period — (time off in lieu, else 200 %), a statutory holiday (300 %, never
 * replaced by time off).
 */
export const PAY_CLASSES = ['workday', 'restDay', 'statutory'] as const
export type PayClass = (typeof PAY_CLASSES)[number]

/** What the employee asked on the request for rest-day overtime: time off in lieu or pay. */
export type Compensation = 'timeOff' | 'pay'

/** The tenant's rule for rest-day overtime: as each request asks ('employee'), always time off, or always pay. */
export const REST_OVERTIME_POLICIES = ['employee', 'timeOff', 'pay'] as const
export type RestOvertimePolicy = (typeof REST_OVERTIME_POLICIES)[number]

/** The class of an overtime by the plan of the day it was worked on (the day it started). */
export function payClassOf(plan: Pick<DayPlan, 'kind' | 'statutory'>): PayClass {
  if (plan.kind === 'work') return 'workday'
  return plan.kind === 'holiday' && plan.statutory ? 'statutory' : 'restDay'
}

/**
 * How an approved overtime is compensated: time off in lieu only on a rest day, and only where the tenant's policy
 * says so or leaves it to the employee who asked for it; everything else is paid.
 */
export function compensationOf(
  payClass: PayClass,
  asked: Compensation | null,
  policy: RestOvertimePolicy,
): Compensation {
  if (payClass !== 'restDay' || policy === 'pay') return 'pay'
  return policy === 'timeOff' || asked === 'timeOff' ? 'timeOff' : 'pay'
}

export async function restOvertimePolicyOf(db: Db, tenantId: number): Promise<RestOvertimePolicy> {
  const row = await db
    .selectFrom('leave_setting')
    .select('rest_overtime')
    .where('tenant_id', '=', tenantId)
    .executeTakeFirst()
  const policy = row?.rest_overtime as RestOvertimePolicy | undefined
  return policy && REST_OVERTIME_POLICIES.includes(policy) ? policy : 'employee'
}

/** Minutes of an overtime ('HH:MM' to 'HH:MM') on its own day and, past midnight, on the next. */
export function overtimeParts(start: string, end: string): { first: number; next: number } {
  const from = minutesOf(start)
  const to = minutesOf(end)
  return to > from ? { first: to - from, next: 0 } : { first: 24 * 60 - from, next: to }
}
