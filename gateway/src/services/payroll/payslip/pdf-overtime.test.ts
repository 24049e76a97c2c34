import { describe, expect, it } from 'vitest'
import { payslipSections } from './pdf'
import { SAMPLE_DETAIL } from './testing'

const slip = (overtimeMinutes?: { workday: number; restDay: number; statutory: number }) => ({
  runId: 1,
  month: '2026-10',
  publishedAt: null,
  gross: '9537.50',
  deductions: '0.00',
  social: '0.00',
  tax: '0.00',
  net: '9537.50',
  detail: { ...SAMPLE_DETAIL, attendance: { ...SAMPLE_DETAIL.attendance!, overtimeMinutes } },
})
const attendanceOf = (lang: 'zh' | 'en', minutes?: { workday: number; restDay: number; statutory: number }) =>
  payslipSections(lang, slip(minutes)).find((section) => section.heading === (lang === 'en' ? 'Attendance' : '考勤'))!

describe('the payslip shows the overtime paid by the class of the day worked', () => {
  it('lists the hours of each class in both languages, exact to two places', () => {
    const minutes = { workday: 90, restDay: 20, statutory: 180 }
    expect(attendanceOf('en', minutes).rows.slice(-3)).toEqual([
      ['Overtime paid: working days (hours)', '1.5'],
      ['Overtime paid: rest days (hours)', '0.33'],
      ['Overtime paid: statutory holidays (hours)', '3'],
    ])
    expect(attendanceOf('zh', minutes).rows.slice(-3)).toEqual([
      ['工作日加班（计薪小时）', '1.5'],
      ['休息日加班（计薪小时）', '0.33'],
      ['法定节假日加班（计薪小时）', '3'],
    ])
  })

  it('leaves the rows out for a line calculated before overtime classes were kept', () => {
    expect(attendanceOf('en').rows.map(([label]) => label)).not.toContain('Overtime paid: working days (hours)')
  })
})
