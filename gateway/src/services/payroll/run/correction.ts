import type { Db } from '../../../core/db/types'
import { labourPaidInMonth } from '../../tax'
import type { Lang } from '../../../core/lang'
import { Money, ZERO, amountOf } from '../../../core/money'
import type { Actor } from '../audit'
import { salaryError, salaryWord } from '../errors'
import type { CorrectionMode, SalaryRunTable } from '../tables'
import { tookMs, type CalcOptions, type CalcWarning } from './calculate'
import { paidSoFar, type PaidSoFar } from './correction-base'
import { differenceTax } from './correction-tax'
import { evaluatorOf } from './correction-values'
import { labourCorrectionOf } from './labour-pay'
import { sumsOf } from './line-math'
import { itemsOf, lineRow, writeRunLines, type LineFigures } from './line-record'
import { requireMonthSettled } from './month-runs'
import { providers as realProviders } from './providers'
import { insertRun, requireStatus, runOf } from './run-store'

/** The other corrections of a run (every one published: a run has one correction in progress at most). */
const correctionsBefore = async (db: Db, tenantId: number, originalId: number, exceptId = 0) =>
  (
    await db
      .selectFrom('salary_run')
      .select('id')
      .where('tenant_id', '=', tenantId)
      .where('corrects_run_id', '=', originalId)
      .where('id', '!=', exceptId)
      .where('status', 'in', ['locked', 'published'])
      .orderBy('id')
      .execute()
  ).map((row) => row.id)

/**
 * A draft correction of a published run (never edited itself): 'reverse' takes in everyone of the run, 'people' the
 * people chosen, each starting from the inputs they were last calculated with. Refused for a run not published, for a
 * correction, and while the run has another correction in progress; answers the new run's id.
 */
export async function createCorrection(
  db: Db,
  tenantId: number,
  request: { id: number; mode: CorrectionMode; employeeIds?: number[] },
  actor: Actor,
  now: number,
  lang: Lang,
): Promise<number> {
  const original = await runOf(db, tenantId, request.id, lang)
  if (original.kind === 'correction') throw salaryError(lang, 'notCorrectable')
  if (original.status !== 'published')
    throw salaryError(lang, 'notPublished', { status: salaryWord(lang, original.status) })
  const open = await db
    .selectFrom('salary_run')
    .select(['id', 'name', 'month'])
    .where('tenant_id', '=', tenantId)
    .where('corrects_run_id', '=', original.id)
    .where('status', '!=', 'published')
    .executeTakeFirst()
  if (open) throw salaryError(lang, 'correctionOpen', { run: `#${open.id}` })
  const lines = await db
    .selectFrom('salary_line')
    .select(['employee_id', 'organ_id'])
    .where('tenant_id', '=', tenantId)
    .where('run_id', '=', original.id)
    .orderBy('employee_id')
    .execute()
  const chosen =
    request.mode === 'reverse' ? lines : lines.filter((line) => request.employeeIds?.includes(line.employee_id))
  const wanted = new Set(request.employeeIds ?? [])
  if (request.mode === 'people' && (wanted.size === 0 || chosen.length !== wanted.size))
    throw salaryError(lang, 'notInRun')
  const ids = chosen.map((line) => line.employee_id)
  const sofar = await paidSoFar(
    db,
    tenantId,
    [original.id, ...(await correctionsBefore(db, tenantId, original.id))],
    ids,
  )
  const people = chosen.map((line) => ({
    id: line.employee_id,
    organ_id: line.organ_id,
    inputs: sofar.get(line.employee_id)?.inputs,
  }))
  return db.transaction().execute((trx) =>
    insertRun(
      trx,
      tenantId,
      {
        groupId: original.group_id,
        month: original.month,
        kind: 'correction',
        name: original.name,
        correctsRunId: original.id,
        correction: request.mode,
        people,
      },
      actor,
      now,
    ),
  )
}

const negate = (sofar: PaidSoFar): Omit<LineFigures, 'tax' | 'inputs'> => ({
  employeeId: sofar.employeeId,
  organId: sofar.organId,
  costCentre: sofar.costCentre,
  items: sofar.items.map((item) => ({ ...item, amount: amountOf(new Money(item.amount).negated()) })),
  insurance: sofar.insurance.map((one) => ({
    ...one,
    employee: amountOf(new Money(one.employee).negated()),
    employer: amountOf(new Money(one.employer).negated()),
  })),
  gross: sofar.gross.negated(),
  deductions: sofar.deductions.negated(),
  social: sofar.social.negated(),
  employer: sofar.employer.negated(),
  income: sofar.tax.income.negated(),
})

/**
 * Calculates a correction: a reversal negates every figure each person was paid by the corrected run and its earlier
 * corrections, the tax given back; a correction of people evaluates each person with the inputs as corrected and as
 * last calculated, and pays the difference of every item, with the difference of the month's tax (correction-tax.ts).
 * Net pay below zero is a claw-back (the bank file leaves it out).
 */
export async function calculateCorrection(
  db: Db,
  tenantId: number,
  run: SalaryRunTable,
  options: CalcOptions,
): Promise<{ lines: number; warnings: CalcWarning[] }> {
  const { lang, now } = options
  requireStatus(run, ['draft', 'calculated'], lang, 'calculatedAction')
  const original = await runOf(db, tenantId, run.corrects_run_id!, lang)
  const before = await correctionsBefore(db, tenantId, original.id, run.id)
  const own = await db
    .selectFrom('salary_line')
    .select(['employee_id', 'inputs'])
    .where('tenant_id', '=', tenantId)
    .where('run_id', '=', run.id)
    .orderBy('employee_id')
    .execute()
  const ids = own.map((line) => line.employee_id)
  await requireMonthSettled(db, tenantId, run, ids, lang)
  const sofar = await paidSoFar(db, tenantId, [original.id, ...before], ids)
  const reverse = run.correction === 'reverse'
  const evaluator = reverse ? null : await evaluatorOf(db, tenantId, original, ids, lang)
  const figures = own.map((line) => {
    const paid = sofar.get(line.employee_id)
    if (!paid) throw salaryError(lang, 'notInRun')
    const inputs = JSON.parse(line.inputs) as Record<string, string>
    if (!evaluator) return { paid, inputs, figures: negate(paid), bonus: ZERO }
    const now = evaluator.evaluate(line.employee_id, inputs)
    const then = evaluator.evaluate(line.employee_id, paid.inputs)
    const diff = new Map([...now].map(([code, value]) => [code, value.minus(then.get(code) ?? ZERO)]))
    const sums = sumsOf(evaluator.set, diff)
    const changed = evaluator.set.paid.filter((item) => !diff.get(item.code)?.isZero())
    return {
      paid,
      inputs,
      bonus: sums.bonus,
      figures: {
        employeeId: paid.employeeId,
        organId: paid.organId,
        costCentre: paid.costCentre,
        items: itemsOf(changed, diff),
        insurance: [],
        gross: sums.gross,
        deductions: sums.deductions,
        social: ZERO,
        employer: sums.employer,
        income: sums.income,
      },
    }
  })
  const use = options.providers ?? realProviders
  const corrected = [run.id, original.id, ...before]
  // Labour payees: the difference withheld as remuneration on the month's whole (labour-pay.ts), not as wages.
  const labourIds = figures.filter(({ paid }) => paid.labour).map(({ paid }) => paid.employeeId)
  const others = labourIds.length ? await labourPaidInMonth(db, tenantId, run.month, labourIds, corrected) : null
  const labour = new Map(
    figures
      .filter(({ paid }) => paid.labour)
      .map(({ paid, figures: f, bonus }) => [
        paid.employeeId,
        labourCorrectionOf(
          paid.employeeId,
          run.month,
          paid.labour!,
          f.income.plus(bonus),
          others?.get(paid.employeeId),
          reverse,
        ),
      ]),
  )
  const taxes = await use.withholdMonth(
    db,
    tenantId,
    run.month,
    figures
      .filter(({ paid }) => !paid.labour)
      .map(({ paid, figures: f, bonus }) => ({
        employeeId: paid.employeeId,
        income: reverse ? '0.00' : amountOf(Money.max(paid.tax.income.plus(f.income), 0)),
        social: reverse ? '0.00' : amountOf(paid.tax.social),
        bonus: reverse ? '0.00' : amountOf(Money.max(paid.tax.bonus.plus(bonus), 0)),
      })),
    corrected,
  )
  const lines = figures.map(({ paid, inputs, figures: f }) => {
    const month = taxes.get(paid.employeeId)
    const tax = month ? differenceTax(month, paid.tax, reverse) : null
    return lineRow(tenantId, run.id, { ...f, inputs, tax, labour: labour.get(paid.employeeId) }, now)
  })
  const clawBacks = lines.filter((line) => Number(line.net_fen) < 0).map((line) => line.employee_id)
  const audit = {
    actor: options.actor,
    action: 'calculate',
    detail: { headcount: lines.length, ms: tookMs(options), kind: run.kind, correction: run.correction, clawBacks },
  }
  await writeRunLines(db, tenantId, run.id, lines, audit, now)
  return { lines: lines.length, warnings: [] }
}
