import { extractText, getDocumentProxy } from 'unpdf'
import { describe, expect, it } from 'vitest'
import { pdfFont } from '../../../core/pdf-font'
import type { LineDetail } from '../types'
import { issuedTime } from './issued'
import type { Payslip } from './lines'
import { payslipPdf, payslipSections } from './pdf'
import { SAMPLE_DETAIL } from './testing'

const earning = (code: string, nameZh: string, nameEn: string, amount: string) =>
  ({ code, nameZh, nameEn, kind: 'earning', amount, onPayslip: true }) as const
const deduction = (code: string, nameZh: string, nameEn: string, amount: string) =>
  ({ code, nameZh, nameEn, kind: 'deduction', amount, onPayslip: true }) as const

/** A demo tenant's payslip with every item of its salary set-up, all six contributions, a bonus and overtime. */
const DEMO: LineDetail = {
  items: [
    earning('base', '基本工资', 'Base pay', '17000.00'),
    earning('meal', '餐费补贴', 'Meal allowance', '600.00'),
    earning('transport', '交通补贴', 'Transport allowance', '400.00'),
    earning('overtimePay', '工作日加班费', 'Overtime pay (working days)', '219.83'),
    earning('overtimeRestDay', '休息日加班费', 'Overtime pay (rest days)', '390.80'),
    earning('overtimeHoliday', '法定节假日加班费', 'Overtime pay (statutory holidays)', '0.00'),
    earning('bonus', '绩效奖金', 'Performance bonus', '2000.00'),
    earning('annualBonus', '年终奖', 'Annual bonus', '24000.00'),
    earning('leavePayout', '未休年假工资', 'Untaken annual leave pay', '0.00'),
    deduction('unpaidLeave', '事假扣款', 'Unpaid leave deduction', '781.61'),
    deduction('lateDeduction', '迟到扣款', 'Lateness deduction', '50.00'),
    deduction('otherDeduction', '其他扣款', 'Other deductions', '0.00'),
  ],
  insurance: [
    { kind: 'pension', base: '17000.00', employee: '1360.00', employer: '2720.00' },
    { kind: 'medical', base: '17000.00', employee: '340.00', employer: '1700.00' },
    { kind: 'unemployment', base: '17000.00', employee: '85.00', employer: '85.00' },
    { kind: 'injury', base: '17000.00', employee: '0.00', employer: '34.00' },
    { kind: 'maternity', base: '17000.00', employee: '0.00', employer: '170.00' },
    { kind: 'housingFund', base: '17000.00', employee: '1190.00', employer: '1190.00' },
  ],
  tax: { ...SAMPLE_DETAIL.tax!, bonus: { amount: '24000.00', method: 'separate', tax: '720.00' } },
  attendance: {
    ...SAMPLE_DETAIL.attendance!,
    overtimeMinutes: { workday: 90, restDay: 120, statutory: 0 },
  },
}

const slipOf = (detail: LineDetail): Payslip => ({
  runId: 1,
  month: '2026-03',
  publishedAt: null,
  gross: '44610.63',
  deductions: '831.61',
  social: '2975.00',
  tax: '1180.56',
  net: '39623.46',
  detail,
})
const person = { name: '张三丰', jobNumber: 'E0012' }

/** The PDF read back by pdf.js (unpdf), not by the library that wrote it: its page count and text. */
async function readBack(lang: 'zh' | 'en', detail: LineDetail) {
  const font = pdfFont()
  expect(font, 'the CJK font of the PDFs is installed').not.toBeNull()
  const issued = `Made ${issuedTime(Date.UTC(2026, 3, 10, 2, 0), 'Asia/Shanghai')}`
  const file = await payslipPdf(lang, slipOf(detail), person, issued, font!)
  const pdf = await getDocumentProxy(new Uint8Array(file))
  return { pages: pdf.numPages, text: (await extractText(pdf, { mergePages: true })).text }
}

describe('the payslip PDF', () => {
  it('fits a normal payslip on one A4 page, in both languages, with every row on it', async () => {
    for (const lang of ['zh', 'en'] as const) {
      const { pages, text } = await readBack(lang, DEMO)
      expect(pages, lang).toBe(1)
      for (const part of ['39,623.46', '24,000.00', '1,190.00', '781.61', '2026-04-10 10:00'])
        expect(text).toContain(part)
    }
  })

  it('goes on to a second page only when the rows outgrow the first', async () => {
    const many = Array.from({ length: 40 }, (_, n) => earning(`item${n}`, `项目${n}`, `Item ${n}`, '1.00'))
    const { pages, text } = await readBack('en', { ...DEMO, items: [...DEMO.items, ...many] })
    expect(pages).toBe(2)
    expect(text).toContain('Item 39')
  })
})

describe('the time a payslip was made', () => {
  it("is the wall-clock time in the tenant's time zone, named, not UTC", () => {
    const at = Date.UTC(2026, 0, 31, 20, 5)
    expect(issuedTime(at, 'Asia/Shanghai')).toBe('2026-02-01 04:05 (Asia/Shanghai)')
    expect(issuedTime(at, 'America/New_York')).toBe('2026-01-31 15:05 (America/New_York)')
  })
})

describe('a bonus added to wages on the payslip', () => {
  const added = {
    ...DEMO,
    tax: {
      ...DEMO.tax!,
      bonus: { amount: '24000.00', method: 'combined' as const, tax: '0.00', separateIn: '2026-01' },
    },
  }
  const totals = (lang: 'zh' | 'en', detail: LineDetail) =>
    payslipSections(lang, slipOf(detail)).find(
      (section) => section.heading === (lang === 'en' ? 'Net pay' : '实发工资'),
    )!

  it('says in both languages that it was added to wages and when one was taxed on its own', () => {
    expect(totals('en', added).rows).toContainEqual([
      'Annual bonus added to wages for tax (one was taxed on its own in 2026-01)',
      '24,000.00',
    ])
    expect(totals('zh', added).rows).toContainEqual([
      '年终奖并入当月工资计税（本年 2026-01 已单独计税一次）',
      '24,000.00',
    ])
    expect(totals('en', added).rows.map(([label]) => label)).not.toContain('Tax on the annual bonus')
  })

  it('prints the note whole on the one page of the PDF', async () => {
    const { pages, text } = await readBack('en', added)
    expect(pages).toBe(1)
    expect(text.replace(/\s+/g, ' ')).toContain(
      'Annual bonus added to wages for tax (one was taxed on its own in 2026-01)',
    )
  })

  it('shows the tax of a bonus taxed on its own, without the note', () => {
    const labels = totals('en', DEMO).rows.map(([label]) => label)
    expect(labels).toContain('Tax on the annual bonus')
    expect(labels.join(' ')).not.toContain('added to wages')
  })
})
