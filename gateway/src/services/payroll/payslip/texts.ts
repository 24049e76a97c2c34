import type { Lang } from '../../../core/lang'
import type { InsuranceKind } from '../types'

/** Words of the payslip PDF, in both languages. */
const words = {
  title: { zh: '工资条', en: 'Payslip' },
  month: { zh: '月份', en: 'Month' },
  employee: { zh: '姓名', en: 'Name' },
  jobNumber: { zh: '工号', en: 'Job number' },
  earnings: { zh: '收入项', en: 'Earnings' },
  deductions: { zh: '扣款项', en: 'Deductions' },
  insurance: { zh: '社保与公积金（个人）', en: 'Social insurance and housing fund (employee)' },
  base: { zh: '基数', en: 'Base' },
  gross: { zh: '应发合计', en: 'Gross pay' },
  otherDeductions: { zh: '扣款合计', en: 'Total deductions' },
  social: { zh: '社保公积金合计', en: 'Social insurance total' },
  tax: { zh: '个人所得税', en: 'Income tax' },
  bonusTax: { zh: '年终奖个税', en: 'Tax on the annual bonus' },
  bonusAdded: {
    zh: '年终奖并入当月工资计税（本年 {month} 已单独计税一次）',
    en: 'Annual bonus added to wages for tax (one was taxed on its own in {month})',
  },
  net: { zh: '实发工资', en: 'Net pay' },
  attendance: { zh: '考勤', en: 'Attendance' },
  daysDue: { zh: '应出勤天数', en: 'Days due' },
  daysWorked: { zh: '实际出勤天数', en: 'Days worked' },
  unpaidLeaveDays: { zh: '无薪假天数', en: 'Unpaid leave days' },
  absentDays: { zh: '旷工天数', en: 'Absent days' },
  lateCount: { zh: '迟到次数', en: 'Late (times)' },
  overtimeHours: { zh: '加班小时', en: 'Overtime hours' },
  overtimeWorkday: { zh: '工作日加班（计薪小时）', en: 'Overtime paid: working days (hours)' },
  overtimeRestDay: { zh: '休息日加班（计薪小时）', en: 'Overtime paid: rest days (hours)' },
  overtimeStatutory: { zh: '法定节假日加班（计薪小时）', en: 'Overtime paid: statutory holidays (hours)' },
  issued: { zh: '生成时间 {time}，仅供 {name} 本人查阅', en: 'Made {time}, for {name} only' },
} as const

export type Word = keyof typeof words

export const say = (lang: Lang, word: Word, vars: Record<string, string | number> = {}): string =>
  words[word][lang].replace(/\{(\w+)\}/g, (_, name: string) => String(vars[name] ?? ''))

const INSURANCE: Record<InsuranceKind, { zh: string; en: string }> = {
  pension: { zh: '养老保险', en: 'Pension' },
  medical: { zh: '医疗保险', en: 'Medical insurance' },
  unemployment: { zh: '失业保险', en: 'Unemployment insurance' },
  injury: { zh: '工伤保险', en: 'Work injury insurance' },
  maternity: { zh: '生育保险', en: 'Maternity insurance' },
  housingFund: { zh: '住房公积金', en: 'Housing fund' },
}

export const insuranceName = (lang: Lang, kind: InsuranceKind): string => INSURANCE[kind]?.[lang] ?? kind

/**
 * Title and body of a payslip notice, both languages in one (a notice is stored once, read in either language).
 * No pay figures and no question text: notices are indexed for search.
 */
export function noticeText(
  event: { kind: 'asked'; name: string; jobNumber: string; month: string } | { kind: 'answered'; month: string },
): { title: string; body: string } {
  if (event.kind === 'asked') {
    return {
      title: `工资条疑问 / Payslip question: ${event.month}`,
      body:
        `${event.name}（${event.jobNumber}）对 ${event.month} 的工资条提出了疑问，请在“薪酬管理 › 工资条回执”中查看并答复。\n` +
        `${event.name} (${event.jobNumber}) raised a question about the payslip of ${event.month}: read and answer it in Payroll › Payslip receipts.`,
    }
  }
  return {
    title: `工资条疑问已答复 / Payslip question answered: ${event.month}`,
    body:
      `您对 ${event.month} 工资条的疑问已有答复，请在“薪酬管理 › 我的工资条”中查看。\n` +
      `Your question about the payslip of ${event.month} has been answered: read it in Payroll › My payslips.`,
  }
}
