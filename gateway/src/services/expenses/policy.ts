import Decimal from 'decimal.js'

/** How often a limit applies: to one line, to a day's lines, or to a month's lines of the same category. */
export type LimitPeriod = 'line' | 'day' | 'month'

/** A tenant's limit for one category; positionId or grade set make it specific to that position or salary grade. */
export interface CategoryLimit {
  categoryCode: string
  period: LimitPeriod
  amount: string
  positionId?: string | null
  grade?: string | null
  action: 'warn' | 'refuse'
}

export interface PolicyCategory {
  code: string
  enabled: boolean
}

/** One line of the claim being checked (date as YYYY-MM-DD, amount as a decimal string). */
export interface PolicyLine {
  id: string
  date: string
  categoryCode: string
  amount: string
}

/** A line of the employee's other submitted, approved or paid claims. */
export interface OtherLine {
  date: string
  categoryCode: string
  amount: string
}

export interface PolicyInput {
  lines: readonly PolicyLine[]
  positionId: string | null
  grade: string | null
  others: readonly OtherLine[]
  categories: readonly PolicyCategory[]
  limits: readonly CategoryLimit[]
  today: string
}

export type Finding =
  | { kind: 'over-line' | 'over-day' | 'over-month'; limit: string; over: string; action: 'warn' | 'refuse' }
  | { kind: 'future-date' | 'bad-amount' | 'too-many-decimals' | 'category-disabled'; action: 'refuse' }

export interface LineFindings {
  lineId: string
  findings: Finding[]
}

const MONEY = /^-?\d+(\.\d+)?$/

/** The limit that applies: the position's over the grade's over the category's general one. */
export function limitFor(
  limits: readonly CategoryLimit[],
  categoryCode: string,
  period: LimitPeriod,
  positionId: string | null,
  grade: string | null,
): CategoryLimit | undefined {
  const own = limits.filter((l) => l.categoryCode === categoryCode && l.period === period)
  return (
    own.find((l) => positionId != null && l.positionId === positionId) ??
    own.find((l) => !l.positionId && grade != null && l.grade === grade) ??
    own.find((l) => !l.positionId && !l.grade)
  )
}

/** Refusals of the line itself: bad or non-positive amount, more than 2 decimals, future date, disabled category. */
function lineRefusals(line: PolicyLine, input: PolicyInput): Finding[] {
  const found: Finding[] = []
  if (!MONEY.test(line.amount) || new Decimal(line.amount).lte(0)) found.push({ kind: 'bad-amount', action: 'refuse' })
  else if (new Decimal(line.amount).decimalPlaces() > 2) found.push({ kind: 'too-many-decimals', action: 'refuse' })
  if (line.date > input.today) found.push({ kind: 'future-date', action: 'refuse' })
  const category = input.categories.find((c) => c.code === line.categoryCode)
  if (!category?.enabled) found.push({ kind: 'category-disabled', action: 'refuse' })
  return found
}

function amountOf(value: string): Decimal {
  return MONEY.test(value) ? new Decimal(value) : new Decimal(0)
}

/**
 * The findings per line of a claim. A day's or month's total counts the employee's other claims' lines of that
 * category and period first, then this claim's lines in order: a line is over when the running total through it
 * exceeds the limit (exactly at the limit is within it), and the amount over is that running total less the limit.
 */
export function checkClaim(input: PolicyInput): LineFindings[] {
  const running = new Map<string, Decimal>()
  for (const other of input.others) {
    for (const key of [
      `day|${other.categoryCode}|${other.date}`,
      `month|${other.categoryCode}|${other.date.slice(0, 7)}`,
    ]) {
      running.set(key, (running.get(key) ?? new Decimal(0)).plus(amountOf(other.amount)))
    }
  }
  return input.lines.map((line) => {
    const findings = lineRefusals(line, input)
    const amount = amountOf(line.amount)
    const totals: [LimitPeriod, Decimal][] = [['line', amount]]
    for (const [period, key] of [
      ['day', `day|${line.categoryCode}|${line.date}`],
      ['month', `month|${line.categoryCode}|${line.date.slice(0, 7)}`],
    ] as const) {
      const total = (running.get(key) ?? new Decimal(0)).plus(amount)
      running.set(key, total)
      totals.push([period, total])
    }
    for (const [period, total] of totals) {
      const limit = limitFor(input.limits, line.categoryCode, period, input.positionId, input.grade)
      if (limit && total.gt(limit.amount)) {
        findings.push({
          kind: `over-${period}`,
          limit: new Decimal(limit.amount).toFixed(2),
          over: total.minus(limit.amount).toFixed(2),
          action: limit.action,
        })
      }
    }
    return { lineId: line.id, findings }
  })
}
