import type { Db } from '../../../core/db/types'
import { amountOf, Money, moneyOf, ZERO } from '../../../core/money'
import { severanceRecordedIn, type SeverancePayment } from '../../tax'
import type { LineDetail } from '../types'

/**
 * The run input that carries 3 × the local average annual wage of the previous year with a final settlement's
 * compensation (财税〔2018〕164号 art. 5(1): exempt up to it). It is no salary item: the calculation and the input grid
 * pass it by, a correction starts from it like any other input.
 */
export const EXEMPT_LIMIT_INPUT = 'severanceExemptLimit'

type Figures = Omit<SeverancePayment, 'employeeId' | 'month'>
const NONE: Figures = { income: '0.00', exempt: '0.00', taxable: '0.00', tax: '0.00' }

/** A line's compensation and the tax withheld on it: its severancePay and severanceTax items (0 when absent). */
function paidOnLine(detail: LineDetail) {
  const item = (code: string) => new Money(detail.items.find((one) => one.code === code)?.amount ?? 0)
  return { income: item('severancePay'), tax: item('severanceTax') }
}

/**
 * The compensation for ending a labour contract a run pays, per person, as the tax service records it when the run is
 * locked: the amount, the exempt part up to the limit its inputs carry (none without one: all taxed), the excess and the
 * tax withheld. A correction records the change of the whole the corrected run and its earlier corrections recorded;
 * a reversal gives back exactly what they recorded.
 */
export async function severanceOfRun(db: Db, tenantId: number, runId: number): Promise<SeverancePayment[]> {
  const run = await db
    .selectFrom('salary_run')
    .select(['month', 'kind', 'corrects_run_id', 'correction'])
    .where('tenant_id', '=', tenantId)
    .where('id', '=', runId)
    .executeTakeFirstOrThrow()
  const lines = await db
    .selectFrom('salary_line')
    .select(['employee_id', 'inputs', 'detail'])
    .where('tenant_id', '=', tenantId)
    .where('run_id', '=', runId)
    .execute()
  const corrected = run.kind === 'correction' && run.corrects_run_id !== null
  const before = corrected ? await correctedRuns(db, tenantId, run.corrects_run_id!, runId) : []
  const recorded = await severanceRecordedIn(
    db,
    tenantId,
    before,
    lines.map((line) => line.employee_id),
  )
  const payments: SeverancePayment[] = []
  for (const line of lines) {
    const paid = paidOnLine(JSON.parse(line.detail) as LineDetail)
    const earlier = recorded.get(line.employee_id) ?? NONE
    const limit = (JSON.parse(line.inputs) as Record<string, string>)[EXEMPT_LIMIT_INPUT]
    const figures =
      run.correction === 'reverse' ? negated(earlier) : changeOf(earlier, paid, limit ? moneyOf(limit) : ZERO)
    if (Object.values(figures).every((value) => new Money(value).isZero())) continue
    payments.push({ employeeId: line.employee_id, month: run.month, ...figures })
  }
  return payments
}

/** The corrected run and its other corrections (only locked runs have records). */
async function correctedRuns(db: Db, tenantId: number, originalId: number, exceptId: number) {
  const rows = await db
    .selectFrom('salary_run')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('corrects_run_id', '=', originalId)
    .where('id', '!=', exceptId)
    .execute()
  return [originalId, ...rows.map((row) => row.id)]
}

const negated = (figures: Figures): Figures => ({
  income: amountOf(moneyOf(figures.income).negated()),
  exempt: amountOf(moneyOf(figures.exempt).negated()),
  taxable: amountOf(moneyOf(figures.taxable).negated()),
  tax: amountOf(moneyOf(figures.tax).negated()),
})

/** The change `paid` makes to the `earlier` whole: the whole's exempt part worked again up to `limit`. */
function changeOf(earlier: Figures, paid: { income: Money; tax: Money }, limit: Money): Figures {
  const whole = Money.max(moneyOf(earlier.income).plus(paid.income), 0)
  const exempt = Money.min(whole, limit)
  return {
    income: amountOf(paid.income),
    exempt: amountOf(exempt.minus(moneyOf(earlier.exempt))),
    taxable: amountOf(whole.minus(exempt).minus(moneyOf(earlier.taxable))),
    tax: amountOf(paid.tax),
  }
}
