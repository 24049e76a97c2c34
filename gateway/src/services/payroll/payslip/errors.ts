import { payrollContract } from '@hr-portal/api'
import { GatewayError } from '../../../core/errors'
import type { Lang } from '../../../core/lang'

/** Envelope codes of payslips and payroll outputs (range 410950–410999 of the salary service). */
export const payslipCodes = payrollContract.PAYSLIP

const catalogue = {
  noStaffRecord: {
    en: 'Your account has no staff record in this company, so it has no payslips',
    zh: '您的账号在本企业没有员工档案，没有工资条',
  },
  notFound: { en: 'This payslip does not exist or is not published', zh: '该工资条不存在或尚未发布' },
  grantNeeded: { en: 'Confirm your identity again to open payslips', zh: '请重新验证身份后查看工资条' },
  wrongPassword: { en: 'The password is wrong', zh: '密码错误' },
  held: {
    en: 'Too many wrong attempts, please try again in {seconds} seconds',
    zh: '错误次数过多，请 {seconds} 秒后再试',
  },
  questionNotFound: { en: 'The question does not exist', zh: '该问题不存在' },
  answeredAlready: { en: 'The question has been answered already', zh: '该问题已答复' },
  noFont: {
    en: 'The PDF cannot be made: the server has no font for some of its characters',
    zh: '无法生成 PDF：服务器缺少部分文字的字体',
  },
  runNotFound: { en: 'The payroll run does not exist', zh: '该薪资核算不存在' },
  runNotFinal: {
    en: 'The bank file needs a locked or published run',
    zh: '只有已锁定或已发布的核算才能生成银行代发文件',
  },
  missingAccounts: {
    en: 'No bank account in the salary profile of: {names}',
    zh: '以下人员的薪资档案没有银行账号：{names}',
  },
  badLayout: { en: 'The layout needs at least one column, each once', zh: '文件格式至少需要一列，且每列只能出现一次' },
  notEncodable: { en: 'These characters cannot be written in GBK: {chars}', zh: '以下字符无法用 GBK 编码：{chars}' },
  voucherNotFinal: {
    en: 'The accounting voucher needs a locked or published run',
    zh: '只有已锁定或已发布的核算才能生成记账凭证',
  },
} as const

export type PayslipErrorKey = keyof typeof catalogue

export function payslipError(
  lang: Lang,
  key: PayslipErrorKey,
  vars: Record<string, string | number> = {},
): GatewayError {
  const text = catalogue[key][lang].replace(/\{(\w+)\}/g, (_, name: string) => String(vars[name] ?? ''))
  return new GatewayError(payslipCodes[key], text)
}
