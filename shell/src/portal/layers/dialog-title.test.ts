import { describe, expect, it } from 'vitest'
import { dialogTitle } from './dialog-title'

describe("an app's dialog title", () => {
  it("names the app before the app's title", () => {
    expect(dialogTitle('薪酬管理', '薪资核算 · 全公司 2026-10')).toBe('薪酬管理 · 薪资核算 · 全公司 2026-10')
  })

  it('does not repeat the app when the title already starts with it', () => {
    expect(dialogTitle('Payroll', 'Payroll · 全公司 2026-10')).toBe('Payroll · 全公司 2026-10')
    expect(dialogTitle('Payroll', 'Payroll')).toBe('Payroll')
  })

  it('still names the app when the title only looks like it', () => {
    expect(dialogTitle('Payroll', 'Payroll runs')).toBe('Payroll · Payroll runs')
    expect(dialogTitle('Payroll', '')).toBe('Payroll')
  })
})
