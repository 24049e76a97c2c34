import type Decimal from 'decimal.js'
import { ZERO, amountOf } from '../../../core/money'
import type { LabourPayment } from '../../tax'
import type { LineDetail } from '../types'
import { addArrears, type Arrears } from './arrears-math'
import { labourTaxDetail } from './labour-pay'
import type { Attendance, ItemSet } from './line-math'
import type { PaidPart } from './proration'
import type { Contribution, MonthIncome, MonthTax } from './providers'

/** What one person's line came to, as the calculation holds it before the line is written. */
export interface Computed {
  values: Map<string, Decimal>
  attendance: Attendance | null
  share?: PaidPart
  owed: Arrears[]
}

/** Their insurance, tax and overtime of the month. */
export interface LineFigures {
  shares: Contribution[]
  income: MonthIncome
  tax: MonthTax | null
  /** A labour payee's payment, withheld on its own. */
  payment: LabourPayment | undefined
  overtimeMinutes: { workday: number; restDay: number; statutory: number } | undefined
}

/**
 * A line's detail (salary_line.detail): every paid item with its amount, the insurance shares, the tax (cumulative, or
 * a labour payment's own), the attendance figures, the share of the month paid and the back pay by month.
 */
export function lineDetailOf(set: ItemSet, c: Computed, figures: LineFigures): LineDetail {
  const { shares, income, tax, payment } = figures
  const detail: LineDetail = {
    items: set.paid.map((item) => ({
      code: item.code,
      nameZh: item.name_zh,
      nameEn: item.name_en,
      kind: item.kind,
      amount: amountOf(c.values.get(item.code) ?? ZERO),
      onPayslip: Number(item.on_payslip) === 1,
    })),
    insurance: shares.map((share) => ({
      kind: share.kind,
      base: share.base,
      employee: share.employee,
      employer: share.employer,
    })),
    tax: payment
      ? labourTaxDetail(payment)
      : {
          income: income.income,
          ytdIncome: tax?.ytdIncome ?? '0.00',
          ytdTaxable: tax?.ytdTaxable ?? '0.00',
          ytdTax: tax?.ytdTax ?? '0.00',
          withheld: tax?.tax ?? '0.00',
          bonus: tax?.bonus ?? null,
        },
    attendance: c.attendance && {
      daysDue: c.attendance.daysDue,
      daysWorked: c.attendance.daysWorked,
      unpaidLeaveDays: c.attendance.unpaidLeaveDays,
      absentDays: c.attendance.absentDays,
      lateCount: c.attendance.lateCount,
      overtimeHours: c.attendance.overtimeHours,
      overtimeMinutes: figures.overtimeMinutes ?? { workday: 0, restDay: 0, statutory: 0 },
    },
  }
  if (c.share) {
    const { from, to, employed, total, basis } = c.share
    detail.proration = { from, to, employed, total, basis }
  }
  addArrears(detail, c.owed)
  return detail
}
