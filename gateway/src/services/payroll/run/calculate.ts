import type Decimal from 'decimal.js'
import type { Db } from '../../../core/db/types'
import type { Lang } from '../../../core/lang'
import { lockedSummariesOf } from '../../attendance'
import { paidOvertimeOf, unpaidLeaveTypes } from '../../leave'
import { labourPaidInMonth } from '../../tax'
import { expensesDueOf } from '../../expenses'
import { writeAudit, type Actor } from '../audit'
import { formulaError, salaryError, salaryWord } from '../errors'
import { isProblem } from '../formula/plan'
import { Money, ZERO, amountOf, fenOf, amountOfFen } from '../../../core/money'
import type { SalaryLineTable } from '../tables'
import { arrearsOf } from './arrears'
import { expenseItemsPaid, withExpenses } from './expense-inputs'
import { withArrears } from './arrears-math'
import { writeArrears } from './arrears-store'
import { attendanceOf, evaluatePerson, ITEM_LIMIT_TEXT, ItemFailed, itemSetOf, sumsOf } from './line-math'
import { isLabourPayee, labourPaymentOf } from './labour-pay'
import { lineDetailOf } from './line-detail'
import { leavePayoutOf } from './leave-payout'
import { overtimeRatesOf } from './overtime-pay'
import { type CalcWarning, payablePeople } from './payable'
import { providers as realProviders, type MonthIncome, type PayrollProviders } from './providers'
import { previousNets, refreshTotals, requireStatus, runOf } from './run-store'

const PROVIDER_BATCH = 2000
const INSERT_ROWS = 200

/** Something a calculation found odd: an earning that came out negative (paid), a person without a profile (left out). */
export type { CalcWarning } from './payable'

export interface CalcOptions {
  actor: Actor
  now: number
  lang: Lang
  /** Recalculate this one person only (with a reason); else everyone the group pays for the run's month. */
  only?: { employeeId: number; reason: string }
  providers?: PayrollProviders
  /** When the calculation began (wall clock, ms): the audit entry records how long it took, for the task monitor. */
  startedAt?: number
}

/** How long a calculation has taken so far (ms), for its audit entry. */
export const tookMs = (options: CalcOptions) => Math.max(0, Date.now() - (options.startedAt ?? Date.now()))

const itemName = (item: { name_zh: string; name_en: string }, lang: Lang) =>
  lang === 'en' ? item.name_en : item.name_zh

const sum = (values: string[]) => values.reduce((total, value) => total.plus(value), ZERO)

/**
 * Calculates a run (draft or calculated): for each person the group pays for the month (groups/membership.ts), the
 * profile in force in their pay month (a person without one is answered as a problem and left out, run/payable.ts)
 * with its fixed pay prorated for a joiner or leaver (run/proration.ts),
 * this month's inputs and the locked attendance summary (refused while the month's attendance is not locked), the
 * month's approved overtime to pay by class of day with the tenant's rates, untaken annual leave paid out, every item in dependency order rounded to the fen, then social insurance and tax through the providers
 * (a labour payee: no social insurance, the payment's own withholding, run/labour-pay.ts);
 * net = earnings − deductions − employee social insurance − tax. Lines are written with last month's net pay of the
 * same group; the run becomes 'calculated'. Answers the number of lines written.
 */
export async function calculateRun(
  db: Db,
  tenantId: number,
  runId: number,
  options: CalcOptions,
): Promise<{ lines: number; warnings: CalcWarning[] }> {
  const { lang, now } = options
  const use = options.providers ?? realProviders
  const run = await runOf(db, tenantId, runId, lang)
  requireStatus(run, ['draft', 'calculated'], lang, 'calculatedAction')
  const [items, groupItems, payable, oldLines] = await Promise.all([
    db.selectFrom('salary_item').selectAll().where('tenant_id', '=', tenantId).orderBy('sort').orderBy('id').execute(),
    db
      .selectFrom('salary_group_item')
      .select('item_id')
      .where('tenant_id', '=', tenantId)
      .where('group_id', '=', run.group_id)
      .execute(),
    payablePeople(db, tenantId, run, lang, options.only?.employeeId),
    db
      .selectFrom('salary_line')
      .select(['employee_id', 'inputs'])
      .where('tenant_id', '=', tenantId)
      .where('run_id', '=', runId)
      .execute(),
  ])
  const set = itemSetOf(
    items,
    groupItems.map((row) => row.item_id),
  )
  if (isProblem(set)) throw formulaError(lang, set)
  const { people, problems, all } = payable
  if (options.only && (all.length === 0 || !oldLines.some((line) => line.employee_id === options.only!.employeeId)))
    throw salaryError(lang, 'notInRun')
  if (all.length === 0) throw salaryError(lang, 'emptyGroup')
  const ids = people.map((person) => person.id)

  const [summaries, unpaid, previous, overtime, rates, { days: payoutDays, pct: payoutPct }] = await Promise.all([
    lockedSummariesOf(db, tenantId, run.month, ids),
    unpaidLeaveTypes(db, tenantId),
    previousNets(db, tenantId, run.group_id, run.month),
    paidOvertimeOf(db, tenantId, ids, `${run.month}-01`, `${run.month}-31`),
    overtimeRatesOf(db, tenantId),
    leavePayoutOf(db, tenantId, ids, run.month),
  ])
  if (!summaries) throw salaryError(lang, 'attendanceNotLocked', { month: run.month })
  const arrears = await arrearsOf(db, run, people, set, rates, lang)
  const labourIds = people.filter((person) => isLabourPayee(person.profile)).map((person) => person.id)
  const earlierLabour = labourIds.length ? await labourPaidInMonth(db, tenantId, run.month, labourIds, [runId]) : null
  const inputsOf = new Map(
    oldLines.map((line) => [line.employee_id, JSON.parse(line.inputs) as Record<string, string>]),
  )
  // Expense claims put in this month's payroll and advances' remainders to deduct (services/expenses).
  const expenses = await expensesDueOf(db, tenantId, run.month, ids, runId, expenseItemsPaid(set.paid))

  // Every person's items, then the providers in batches.
  const warnings: CalcWarning[] = [...problems]
  const computed = people.map((person) => {
    const summary = summaries.get(person.id)
    const attendance = summary ? attendanceOf(summary, unpaid) : null
    const profile = person.profile
    const inputs = withExpenses(inputsOf.get(person.id) ?? {}, expenses.get(person.id))
    let values: Map<string, Decimal>
    try {
      const payout = { days: payoutDays.get(person.id), pct: payoutPct }
      const paidOvertime = { minutes: overtime.get(person.id), rates }
      values = evaluatePerson(set, profile, inputs, attendance, paidOvertime, payout, person.share)
    } catch (error) {
      if (!(error instanceof ItemFailed)) throw error
      if (error.reason === 'divideByZero')
        throw salaryError(lang, 'formulaFailed', {
          code: error.code,
          name: person.name,
          reason: salaryWord(lang, error.reason),
        })
      const item = set.order.find((one) => one.code === error.code)!
      throw salaryError(lang, 'itemOutOfRange', {
        item: itemName(item, lang),
        name: person.name,
        amount: error.value,
        limit: ITEM_LIMIT_TEXT,
      })
    }
    for (const item of set.paid) {
      const value = values.get(item.code)
      if (item.kind === 'earning' && value?.isNegative() && !value.isZero()) {
        warnings.push({
          employeeId: person.id,
          code: item.code,
          text: salaryWord(lang, 'negativeEarning', {
            item: itemName(item, lang),
            name: person.name,
            amount: amountOf(value),
          }),
        })
      }
    }
    const owed = arrears.get(person.id) ?? []
    return { person, profile, inputs, attendance, values, owed, sums: withArrears(sumsOf(set, values), owed) }
  })
  const lines: SalaryLineTable[] = []
  for (let i = 0; i < computed.length; i += PROVIDER_BATCH) {
    const batch = computed.slice(i, i + PROVIDER_BATCH)
    // Labour payees: no social insurance; their payment withheld on its own (run/labour-pay.ts), not cumulatively.
    const labour = new Map(
      batch
        .filter((c) => isLabourPayee(c.profile))
        .map((c) => [c.person.id, labourPaymentOf(c.person.id, run.month, c.sums, earlierLabour?.get(c.person.id))]),
    )
    const contributions = await use.contributionsOf(
      db,
      tenantId,
      run.month,
      batch.filter((c) => !labour.has(c.person.id)).map((c) => c.person.id),
    )
    const incomes: MonthIncome[] = batch.map((c) => {
      const shares = contributions.get(c.person.id) ?? []
      const part = (kind: string) =>
        amountOf(sum(shares.filter((share) => share.kind === kind).map((share) => share.employee)))
      return {
        employeeId: c.person.id,
        income: amountOf(Money.max(c.sums.income, 0)),
        social: amountOf(sum(shares.map((share) => share.employee))),
        bonus: amountOf(c.sums.bonus),
        socialParts: {
          pension: part('pension'),
          medical: part('medical'),
          unemployment: part('unemployment'),
          housingFund: part('housingFund'),
        },
      }
    })
    const wages = incomes.filter((income) => !labour.has(income.employeeId))
    const taxes = await use.withholdMonth(db, tenantId, run.month, wages)
    batch.forEach((c, index) => {
      const shares = contributions.get(c.person.id) ?? []
      const social = new Money(incomes[index].social)
      const employerSocial = sum(shares.map((share) => share.employer))
      const tax = taxes.get(c.person.id) ?? null
      const payment = labour.get(c.person.id)
      const withheld = payment ? new Money(payment.tax) : new Money(tax?.tax ?? 0).plus(tax?.bonus?.tax ?? 0)
      const net = c.sums.gross.minus(c.sums.deductions).minus(social).minus(withheld)
      const detail = lineDetailOf(
        set,
        { values: c.values, attendance: c.attendance, share: c.person.share, owed: c.owed },
        { shares, income: incomes[index], tax, payment, overtimeMinutes: overtime.get(c.person.id) },
      )
      lines.push({
        tenant_id: tenantId,
        run_id: runId,
        employee_id: c.person.id,
        organ_id: c.person.organ_id,
        cost_centre: c.profile.cost_centre,
        inputs: JSON.stringify(c.inputs),
        detail: JSON.stringify(detail),
        gross_fen: fenOf(c.sums.gross),
        deduction_fen: fenOf(c.sums.deductions),
        social_fen: fenOf(social),
        tax_fen: fenOf(withheld),
        net_fen: fenOf(net),
        employer_fen: fenOf(c.sums.employer.plus(employerSocial)),
        previous_net_fen: previous.get(c.person.id) ?? null,
        calculated_at: now,
        tax_record: tax ? JSON.stringify(tax) : '',
      })
    })
  }

  await db.transaction().execute(async (trx) => {
    if (options.only) {
      await trx
        .deleteFrom('salary_line')
        .where('tenant_id', '=', tenantId)
        .where('run_id', '=', runId)
        .where('employee_id', '=', options.only.employeeId)
        .execute()
    } else {
      await trx.deleteFrom('salary_line').where('tenant_id', '=', tenantId).where('run_id', '=', runId).execute()
    }
    await writeArrears(trx, tenantId, runId, arrears, options.only?.employeeId, now)
    for (let i = 0; i < lines.length; i += INSERT_ROWS)
      await trx
        .insertInto('salary_line')
        .values(lines.slice(i, i + INSERT_ROWS))
        .execute()
    await trx
      .updateTable('salary_run')
      .set({ status: 'calculated', calculated_at: now })
      .where('tenant_id', '=', tenantId)
      .where('id', '=', runId)
      .execute()
    await refreshTotals(trx, tenantId, runId)
    const line = lines[0]
    await writeAudit(
      trx,
      options.only
        ? {
            tenantId,
            runId,
            employeeId: options.only.employeeId,
            actor: options.actor,
            action: 'recalculate',
            reason: options.only.reason,
            detail: { gross: amountOfFen(line.gross_fen), net: amountOfFen(line.net_fen) },
          }
        : {
            tenantId,
            runId,
            actor: options.actor,
            action: 'calculate',
            detail: {
              headcount: lines.length,
              ms: tookMs(options),
              negativeEarnings: warnings.length - problems.length,
              withoutProfile: problems.map((problem) => problem.employeeId),
            },
          },
      now,
    )
  })
  return { lines: lines.length, warnings }
}
