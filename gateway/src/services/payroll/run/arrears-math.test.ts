import { describe, expect, it } from 'vitest'
import { Money } from '../../../core/money'
import type { SalaryItemTable } from '../tables'
import { arrearsItem, arrearsOfMonth, profileItems } from './arrears-math'
import { evaluatePerson, itemSetOf } from './line-math'

describe('what back pay pays for', () => {
  const item = (
    code: string,
    source: SalaryItemTable['source'],
    formula = '',
    kind: SalaryItemTable['kind'] = 'earning',
  ): SalaryItemTable => ({
    tenant_id: 1,
    id: code.length,
    code,
    name_zh: code,
    name_en: code,
    kind,
    source,
    formula,
    taxable: 1,
    annual_bonus: 0,
    on_payslip: 1,
    sort: 0,
  })
  const items = [
    item('base', 'fixed'),
    item('overtimeWorkday', 'formula', 'hourlyWage * overtimeWorkdayHours * overtimeWorkdayRate'),
    item('bonus', 'input'),
    item('lateFine', 'formula', 'lateCount * 50', 'deduction'),
    item('absence', 'formula', 'base / 21.75 * absentDays', 'deduction'),
  ].map((one, index) => ({ ...one, id: index + 1 }))
  const set = itemSetOf(
    items,
    items.map((one) => one.id),
  )
  if ('kind' in set) throw new Error('the sample formulas are valid')
  const profile = (baseFen: number) => ({
    tenant_id: 1,
    employee_id: 1,
    effective_month: '2026-04',
    base_fen: baseFen,
    allowances: '{}',
    bank_name: '',
    bank_account: '',
    cost_centre: '',
    reason: '',
    changed_by: 1,
    changed_at: 0,
  })
  const attendance = {
    daysDue: 22,
    daysWorked: 21,
    unpaidLeaveDays: 0,
    absentDays: 1,
    lateCount: 2,
    lateMinutes: 20,
    earlyCount: 0,
    overtimeHours: 10,
  }
  const month = (baseFen: number) =>
    evaluatePerson(set, profile(baseFen), { bonus: '500' }, attendance, {
      minutes: { workday: 600, restDay: 0, statutory: 0 },
      rates: { workday: 150, restDay: 200, statutory: 300 },
    })

  it('follows base pay and what is worked out from it (overtime at base ÷ 21.75 ÷ 8, a deduction per day), nothing else', () => {
    expect(profileItems(set).map((one) => one.code)).toEqual(['base', 'overtimeWorkday', 'absence'])
    const paid = month(800_000)
    const owed = arrearsOfMonth('2026-04', profileItems(set), new Set(paid.keys()), month(900_000), paid)!
    // Overtime 10 h × 150 %: 8,000 ÷ 21.75 ÷ 8 × 15 = 689.655… → 689.66; 9,000: 775.862… → 775.86 (86.20 more).
    // One day absent: 8,000 ÷ 21.75 = 367.816… → 367.82; 9,000: 413.793… → 413.79 (45.97 more deducted).
    expect(owed.items).toEqual({ base: '1000.00', overtimeWorkday: '86.20', absence: '45.97' })
    expect(owed.amount.toFixed(2)).toBe(new Money('1000').plus('86.20').minus('45.97').toFixed(2))
    expect(owed.taxable.toFixed(2)).toBe('1040.23')
    expect(arrearsOfMonth('2026-04', profileItems(set), new Set(paid.keys()), paid, paid)).toBeNull()
  })
})

describe("a month's back pay line", () => {
  it('is named by its month in both languages, a recovery apart, and is an earning shown on the payslip', () => {
    const line = (amount: string) =>
      arrearsItem({ month: '2025-12', amount: new Money(amount), taxable: new Money(amount), items: {} })
    expect(line('1234.5')).toEqual({
      code: 'arrears:2025-12',
      nameZh: '补发 2025-12 工资',
      nameEn: 'Back pay for December 2025',
      kind: 'earning',
      amount: '1234.50',
      onPayslip: true,
    })
    expect([line('-0.01').nameZh, line('-0.01').nameEn, line('-0.01').amount]).toEqual([
      '扣回 2025-12 多发工资',
      'Recovery of overpay for December 2025',
      '-0.01',
    ])
  })
})
