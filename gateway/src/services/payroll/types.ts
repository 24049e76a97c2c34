import type { LabourPayment } from '../tax'

/** Money in a line's JSON: a decimal string with two places, '1234.50' (fen exact). */
export type Amount = string

export type InsuranceKind = 'pension' | 'medical' | 'unemployment' | 'injury' | 'maternity' | 'housingFund'

/** The detail of one person's line of a run (salary_line.detail), with the names as they were when calculated. */
export interface LineDetail {
  items: Array<{
    code: string
    nameZh: string
    nameEn: string
    kind: 'earning' | 'deduction' | 'employer'
    amount: Amount
    onPayslip: boolean
  }>
  /**
   * Back pay for earlier months a closed run paid, after a profile change dated into them (absent on lines calculated
   * before): per month, the amount (negative: a recovery) and each item's difference; each is also one of `items`.
   */
  arrears?: Array<{ month: string; amount: Amount; items: Record<string, Amount> }>
  /**
   * A joiner's or leaver's part of the month (absent when employed the whole month, and on lines calculated before):
   * the days employed, `employed` of `total` days counted by the group's rule; the profile's fixed pay is prorated so.
   */
  proration?: { from: string; to: string; employed: number; total: number; basis: 'workingDays' | 'calendarDays' }
  insurance: Array<{ kind: InsuranceKind; base: Amount; employee: Amount; employer: Amount }>
  tax: {
    /** This month's income liable to tax, after the pre-tax deductions, before the employee's social insurance. */
    income: Amount
    ytdIncome: Amount
    ytdTaxable: Amount
    ytdTax: Amount
    /** Withheld this month on the salary (cumulative method). */
    withheld: Amount
    /**
     * The annual one-off bonus paid this month and its tax, when there is one; `separateIn`: the earlier month of the
     * year whose bonus was taxed on its own, when this one was therefore added to the wages.
     */
    bonus: { amount: Amount; method: 'separate' | 'combined'; tax: Amount; separateIn?: string } | null
    /**
     * A labour payee's payment (劳务报酬): withheld on its own by 预扣率表二, not by the cumulative method; absent for
     * wages. Its taxable amount, rate, quick deduction and tax.
     */
    labour?: LabourPayment
  }
  attendance: {
    daysDue: number
    daysWorked: number
    unpaidLeaveDays: number
    absentDays: number
    lateCount: number
    overtimeHours: number
    /** Minutes of approved overtime paid, by the class of the day worked (absent on lines calculated before). */
    overtimeMinutes?: { workday: number; restDay: number; statutory: number }
  } | null
}
