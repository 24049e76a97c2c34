import type { Db } from '../../../core/db/types'
import type { Lang } from '../../../core/lang'
import { lockedSummariesOf } from '../../attendance'
import { unpaidLeaveTypes } from '../../leave'
import { salaryError, salaryWord } from '../errors'
import type { SalaryProfileTable, SalaryRunTable } from '../tables'
import { arrearsOfMonth, paidPerItem, profileItems, type Arrears } from './arrears-math'
import { arrearsPaidOf, closedLinesOf, closedRunsOf, paidLinesOf, profileRowsOf } from './arrears-store'
import { leavePayoutOf } from './leave-payout'
import { type Attendance, attendanceOf, evaluatePerson, ITEM_LIMIT_TEXT, ItemFailed, type ItemSet } from './line-math'
import type { OvertimeRates } from './overtime-pay'
import type { Payable } from './payable'
import { type Share, sharesOf } from './proration'

export type { Arrears } from './arrears-math'

// Back pay (arrears). A salary profile row may take effect from a month a closed regular run (locked or published)
// already paid: a raise entered in June from April. The next regular run then pays, for each such month, what the
// profile-following items (base pay, allowances, and formulas of them such as overtime at base ÷ 21.75 ÷ 8) come to
// with the profile now in force for that month, the month's own facts (its share of the month for a joiner or leaver,
// inputs, attendance, overtime, leave paid out) and today's formulas, less what that month paid for them: its closed
// runs' lines and the arrears other runs pay or paid for it. A month is looked at only when the profile row now in
// force for it was saved after the month's line was calculated. Arrears are wages of the month they are paid in.

/** The row of a person's profile history in force in `month`: the latest whose effective month is not after it. */
const inForce = (rows: SalaryProfileTable[], month: string) =>
  rows.reduce<SalaryProfileTable | undefined>(
    (held, row) => (row.effective_month <= month && (!held || held.effective_month < row.effective_month) ? row : held),
    undefined,
  )

/**
 * The closed months whose profile in force changed after they were calculated, with that profile. Only the people
 * with a profile row saved after a closed run of its month or later was calculated have their lines read.
 */
async function changedMonths(db: Db, tenantId: number, run: SalaryRunTable, ids: number[]) {
  const [runs, rows] = await Promise.all([
    closedRunsOf(db, tenantId, run.month),
    profileRowsOf(db, tenantId, ids, run.month),
  ])
  const late = (row: SalaryProfileTable) =>
    runs.some((one) => one.month >= row.effective_month && one.calculatedAt < Number(row.changed_at))
  const changed = ids.filter((id) => (rows.get(id) ?? []).some(late))
  if (changed.length === 0) return []
  const lines = await closedLinesOf(db, tenantId, changed, run.month)
  return lines.flatMap((line) => {
    const profile = inForce(rows.get(line.employeeId) ?? [], line.month)
    return profile && Number(profile.changed_at) > line.calculatedAt ? [{ line, profile }] : []
  })
}

/**
 * The arrears a regular run pays each of its people (none for another kind of run), by month paid for, oldest first.
 * Throws the run's refusals of a formula that fails (in `lang`).
 */
export async function arrearsOf(
  db: Db,
  run: SalaryRunTable,
  people: Payable[],
  set: ItemSet,
  rates: OvertimeRates,
  lang: Lang,
): Promise<Map<number, Arrears[]>> {
  const arrears = new Map<number, Arrears[]>()
  if ((run.kind ?? 'regular') !== 'regular' || people.length === 0) return arrears
  const tenantId = run.tenant_id
  const byId = new Map(people.map((person) => [person.id, person]))
  const changed = await changedMonths(db, tenantId, run, [...byId.keys()])
  if (changed.length === 0) return arrears
  const items = profileItems(set)
  const ids = [...new Set(changed.map((one) => one.line.employeeId))]
  const months = [...new Set(changed.map((one) => one.line.month))].sort()
  const [paidLines, arrearsPaid, unpaid, groups] = await Promise.all([
    paidLinesOf(db, tenantId, ids, months),
    arrearsPaidOf(db, tenantId, run.id, ids, months),
    unpaidLeaveTypes(db, tenantId),
    db.selectFrom('salary_group').select(['id', 'proration']).where('tenant_id', '=', tenantId).execute(),
  ])
  const ruleOf = new Map(groups.map((group) => [group.id, group.proration]))
  for (const month of months) {
    const ofMonth = changed.filter((one) => one.line.month === month)
    const monthIds = ofMonth.map((one) => one.line.employeeId)
    const [summaries, payout] = await Promise.all([
      lockedSummariesOf(db, tenantId, month, monthIds),
      leavePayoutOf(db, tenantId, monthIds, month),
    ])
    const shares = new Map<number, Share>()
    for (const rule of new Set(ofMonth.map((one) => ruleOf.get(one.line.groupId) ?? 'workingDays'))) {
      const paid = ofMonth
        .filter((one) => (ruleOf.get(one.line.groupId) ?? 'workingDays') === rule)
        .map((one) => ({ ...byId.get(one.line.employeeId)!, payMonth: month }))
      for (const [id, share] of await sharesOf(db, tenantId, rule, paid)) shares.set(id, share)
    }
    for (const { line, profile } of ofMonth) {
      const person = byId.get(line.employeeId)!
      const lines = paidLines.filter((one) => one.employeeId === person.id && one.month === month)
      const regular = lines.find((one) => one.runId === line.runId)
      if (!regular) continue
      const summary = summaries?.get(person.id)
      const attendance: Attendance | null = summary
        ? attendanceOf(summary, unpaid)
        : regular.detail.attendance
          ? { lateMinutes: 0, earlyCount: 0, ...regular.detail.attendance }
          : null
      let now
      try {
        now = evaluatePerson(
          set,
          profile,
          regular.inputs,
          attendance,
          { minutes: regular.detail.attendance?.overtimeMinutes, rates },
          { days: payout.days.get(person.id), pct: payout.pct },
          shares.get(person.id),
        )
      } catch (error) {
        if (!(error instanceof ItemFailed)) throw error
        if (error.reason === 'outOfRange')
          throw salaryError(lang, 'itemOutOfRange', {
            item: error.code,
            name: person.name,
            amount: error.value,
            limit: ITEM_LIMIT_TEXT,
          })
        throw salaryError(lang, 'formulaFailed', {
          code: error.code,
          name: person.name,
          reason: salaryWord(lang, error.reason),
        })
      }
      const paid = paidPerItem(
        lines.map((one) => ({ items: one.detail.items ?? [] })),
        arrearsPaid.filter((one) => one.employeeId === person.id && one.month === month).map((one) => one.items),
      )
      const paidCodes = new Set((regular.detail.items ?? []).map((item) => item.code))
      const owed = arrearsOfMonth(month, items, paidCodes, now, paid)
      if (owed) arrears.set(person.id, [...(arrears.get(person.id) ?? []), owed])
    }
  }
  return arrears
}
