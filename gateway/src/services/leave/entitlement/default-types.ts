import type { Insertable } from 'kysely'
import type { Db } from '../../../core/db/types'
import type { LeaveTypeTable } from '../tables'

type TypeRow = Omit<Insertable<LeaveTypeTable>, 'tenant_id' | 'sort'>

/**
 * The leave types every new company starts with, by the statutory rules (hr-rules-cn.md, "Leave"): annual leave by
 * years of work (5/10/15, prorated for joiners and leavers, nothing carried over); sick and personal leave without a
 * yearly balance; maternity leave of 98 calendar days for women; paternity leave (the province's days, 15 by default)
 * for men; time off in lieu in hours, credited by overtime. HR changes any of it on the Leave types page.
 */
export const STATUTORY_TYPES: TypeRow[] = [
  {
    code: 'annual',
    name_zh: '年假',
    name_en: 'Annual leave',
    tracked: 1,
    paid: 1,
    unit: 'day',
    backdate_days: 366,
    entitlement: 'statutory',
  },
  { code: 'sick', name_zh: '病假', name_en: 'Sick leave', tracked: 0, paid: 1, unit: 'day', backdate_days: 30 },
  {
    code: 'personal',
    name_zh: '事假',
    name_en: 'Personal leave',
    tracked: 0,
    paid: 0,
    unit: 'day',
    backdate_days: 366,
  },
  {
    code: 'maternity',
    name_zh: '产假',
    name_en: 'Maternity leave',
    tracked: 1,
    paid: 1,
    unit: 'day',
    backdate_days: 30,
    gender: 2,
    entitlement: 'fixed',
    entitlement_days: 98,
    prorate: 0,
    count_days: 'calendar',
  },
  {
    code: 'paternity',
    name_zh: '陪产假',
    name_en: 'Paternity leave',
    tracked: 1,
    paid: 1,
    unit: 'day',
    backdate_days: 30,
    gender: 1,
    entitlement: 'fixed',
    entitlement_days: 15,
    prorate: 0,
  },
  {
    code: 'toil',
    name_zh: '调休',
    name_en: 'Time off in lieu',
    tracked: 1,
    paid: 1,
    unit: 'hour',
    backdate_days: 30,
  },
]

/** A type's policy columns when a row does not say (every row of a multi-row insert must name each column). */
const NO_POLICY = {
  gender: null,
  entitlement: 'none',
  entitlement_days: 0,
  entitlement_table: null,
  accrual: 'yearly',
  prorate: 1,
  carry_days: 0,
  carry_expiry: null,
  count_days: 'working',
  allow_negative: 0,
  year_end: 'expire',
  contract_types: null,
} as const

/** Writes a tenant's leave types: the statutory ones, each changed as `changes` says (the demo's). */
export async function writeLeaveTypes(
  db: Db,
  tenantId: number,
  changes: Record<string, Partial<TypeRow>> = {},
): Promise<void> {
  await db
    .insertInto('leave_type')
    .values(
      STATUTORY_TYPES.map((type, sort) => ({
        ...NO_POLICY,
        ...type,
        ...changes[type.code],
        tenant_id: tenantId,
        sort,
      })),
    )
    .execute()
}
