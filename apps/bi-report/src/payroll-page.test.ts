// @vitest-environment jsdom
import { createEnvStore } from '@hr-portal/bridge'
import { screen, waitFor, within } from '@testing-library/dom'
import userEvent from '@testing-library/user-event'
import axe from 'axe-core'
import { describe, expect, it } from 'vitest'
import en from '../../../assets/locales/bi-payroll.en.json'
import zhCN from '../../../assets/locales/bi-payroll.zh-CN.json'
import { readPayroll, type PayrollReport } from './load-payroll'
import { mountPayrollPage, recentMonths } from './payroll-page'

const NOW = Date.UTC(2026, 2, 15)
const report: PayrollReport = {
  from: '2026-01',
  to: '2026-03',
  rows: [
    {
      month: '2026-01',
      organPath: ['Demo Co', 'R&D centre', 'Backend'],
      costCentre: 'CC-100',
      costCentreName: 'Research',
      headcount: 2,
      gross: '32000.00',
      employer: '10650.00',
      net: '24909.56',
      tax: '461.12',
    },
    {
      month: '2026-02',
      organPath: ['Demo Co', 'Sales centre'],
      costCentre: '',
      costCentreName: null,
      headcount: 1,
      gross: '16000.00',
      employer: '5325.00',
      net: '12454.78',
      tax: '230.56',
    },
  ],
  total: { headcount: 3, gross: '48000.00', employer: '15975.00', net: '37364.34', tax: '691.68' },
}

function mount(language: 'zh-CN' | 'en', load: (from: string, to: string) => Promise<PayrollReport>) {
  const root = document.createElement('main')
  document.body.replaceChildren(root)
  const env = createEnvStore({ language, theme: 'blue', tenant: null, themeVars: {} })
  return { env, dispose: mountPayrollPage(root, { env, now: () => NOW, load }) }
}

describe('the payroll cost page', () => {
  it('has its texts in both languages', () => {
    expect(Object.keys(en).sort()).toEqual(Object.keys(zhCN).sort())
  })

  it('shows each month, department and cost centre with the total, accessibly, and reloads for another range', async () => {
    const asked: string[] = []
    mount('en', async (from, to) => {
      asked.push(`${from}..${to}`)
      return report
    })
    const table = await screen.findByTestId('payroll-table')
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => row.textContent)
    expect(rows).toEqual([
      'MonthDepartmentCost centreHeadcountGross payEmployer costNet payIncome tax',
      '2026-01R&D centre / BackendResearch (CC-100)232,000.0010,650.0024,909.56461.12',
      '2026-02Sales centreNone116,000.005,325.0012,454.78230.56',
      'Total348,000.0015,975.0037,364.34691.68',
    ])
    expect(asked).toEqual(['2026-01..2026-03'])
    await userEvent.selectOptions(screen.getByLabelText('From'), '2025-12')
    await waitFor(() => expect(asked).toEqual(['2026-01..2026-03', '2025-12..2026-03']))
    const result = await axe.run(document.body, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa'] },
      rules: { 'color-contrast': { enabled: false } },
    })
    expect(result.violations.map((v) => v.id)).toEqual([])
  })

  it("asks again when the language changes (cost centre names come in the reader's language), not on other changes", async () => {
    let asked = 0
    const { env } = mount('en', async () => {
      asked += 1
      return report
    })
    await screen.findByTestId('payroll-table')
    env.set({ ...env.get(), theme: 'orange' })
    env.set({ ...env.get(), language: 'zh-CN' })
    await waitFor(() => expect(asked).toBe(2))
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('薪酬成本')
  })

  it('says so in Chinese when there is nothing, and shows a refusal with a retry', async () => {
    mount('zh-CN', async () => ({ ...report, rows: [] }))
    expect(await screen.findByTestId('report-empty')).toBeTruthy()
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('薪酬成本')
    mount('en', async () => {
      throw new Error("You don't have permission")
    })
    expect((await screen.findByRole('alert')).textContent).toContain("You don't have permission")
  })

  it('reads only well-formed answers: money as decimal strings', () => {
    expect(() =>
      readPayroll({
        from: '2026-01',
        to: '2026-01',
        rows: [],
        total: { headcount: 0, gross: 0, employer: '0.00', net: '0.00', tax: '0.00' },
      }),
    ).toThrow()
    expect(
      readPayroll({
        ...report,
        rows: [
          ...report.rows,
          {
            month: '2026-03',
            organPath: [],
            costCentre: '',
            headcount: 1,
            gross: 1.5,
            employer: '0.00',
            net: '0.00',
            tax: '0.00',
          },
        ],
      }).rows,
    ).toHaveLength(2)
    expect(recentMonths(NOW, 3)).toEqual(['2026-03', '2026-02', '2026-01'])
  })
})
