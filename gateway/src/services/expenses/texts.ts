import { expensesContract } from '@hr-portal/api'
import { GatewayError } from '../../core/errors'
import type { Lang } from '../../core/lang'

/** Envelope codes of expenses (range 413201–413249). */
export const expenseCodes = expensesContract.EXPENSES

const catalogue = {
  notFound: { en: 'The claim does not exist', zh: '报销单不存在' },
  notEditable: {
    en: 'The claim has been submitted and can no longer be changed',
    zh: '报销单已提交，不能再修改',
  },
  policyRefused: { en: 'Line {line}: {reason}', zh: '第 {line} 行：{reason}' },
  badAmount: {
    en: 'An amount is a number above 0 with at most two decimals',
    zh: '金额须为大于 0 的数字，最多两位小数',
  },
  futureDate: { en: 'Line {line}: the date {date} is in the future', zh: '第 {line} 行：日期 {date} 晚于今天' },
  unknownCategory: { en: 'The category {code} does not exist or is disabled', zh: '费用类别 {code} 不存在或已停用' },
  receiptType: {
    en: 'A receipt must be a photo (JPEG, PNG) or a PDF',
    zh: '票据须为照片（JPEG、PNG）或 PDF 文件',
  },
  receiptEmpty: { en: 'The file is empty (0 bytes)', zh: '文件为空（0 字节）' },
  receiptTooLarge: { en: 'A receipt may be at most {max} MB', zh: '票据文件不能超过 {max} MB' },
  fileNotFound: { en: 'The file was not found among your uploads', zh: '在您上传的文件中找不到该文件' },
  noLines: { en: 'Add at least one line before submitting', zh: '请至少添加一行费用明细再提交' },
  notForOthers: { en: 'You can only claim expenses for yourself', zh: '只能为本人报销' },
  advanceNotFound: { en: 'The advance does not exist', zh: '借款单不存在' },
  advanceNotOpen: { en: 'The advance is not approved or has nothing left to settle', zh: '借款未批准或已无待冲销金额' },
  notWithdrawable: { en: 'Only a request waiting for approval can be withdrawn', zh: '只有审批中的申请可以撤回' },
  badCategory: {
    en: 'A category needs a code (lower-case letters, digits, - or _) and names in both languages',
    zh: '费用类别须有代码（小写字母、数字、- 或 _）和中英文名称',
  },
  limitNotFound: { en: 'The limit does not exist', zh: '限额不存在' },
  notPayable: { en: 'The claim "{title}" is not approved and unpaid', zh: '报销单“{title}”不是已批准且未支付的状态' },
  batchNotFound: { en: 'The bank file does not exist', zh: '银行文件不存在' },
  badPeriod: {
    en: 'Give a period of at most 366 days, the end not before the start',
    zh: '期间最长 366 天，结束日期不得早于开始日期',
  },
  receiptNotFound: { en: 'The receipt does not exist', zh: '票据不存在' },
  noStaff: {
    en: 'Your account has no staff record, so it cannot claim expenses',
    zh: '您的账号没有员工档案，不能报销',
  },
  badMonth: { en: 'Give a month (YYYY-MM) not before last month', zh: '请填写不早于上个月的月份（YYYY-MM）' },
  badLimit: {
    en: 'The same category, period, position and grade already has a limit',
    zh: '相同类别、周期、岗位和职级的限额已存在',
  },
} as const

export type ExpenseErrorKey = keyof typeof catalogue

const fill = (text: string, vars: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (_, name: string) => String(vars[name] ?? ''))

/** The error `key` in `lang`, with `{name}` placeholders filled. */
export const expenseError = (
  lang: Lang,
  key: ExpenseErrorKey,
  vars: Record<string, string | number> = {},
): GatewayError => new GatewayError(expenseCodes[key], fill(catalogue[key][lang], vars))

const findings = {
  'over-line': { en: 'Over the limit per line of {limit} by {over}', zh: '超过单笔限额 {limit}，超出 {over}' },
  'over-day': { en: 'Over the daily limit of {limit} by {over}', zh: '超过每日限额 {limit}，超出 {over}' },
  'over-month': { en: 'Over the monthly limit of {limit} by {over}', zh: '超过每月限额 {limit}，超出 {over}' },
  'future-date': { en: 'The date is in the future', zh: '日期晚于今天' },
  'bad-amount': { en: 'The amount must be above 0', zh: '金额须大于 0' },
  'too-many-decimals': { en: 'The amount has more than two decimals', zh: '金额超过两位小数' },
  'category-disabled': { en: 'The category is disabled', zh: '该费用类别已停用' },
} as const

/** A policy finding's text in `lang` (policy.ts Finding). */
export const findingText = (lang: Lang, kind: keyof typeof findings, vars: Record<string, string> = {}) =>
  fill(findings[kind][lang], vars)

/** The reimbursement bank file's and the report's words. */
export const words = {
  name: { zh: '姓名', en: 'Name' },
  jobNumber: { zh: '工号', en: 'Job number' },
  bankName: { zh: '开户行', en: 'Bank' },
  account: { zh: '账号', en: 'Account' },
  amount: { zh: '金额', en: 'Amount' },
  claims: { zh: '报销单数', en: 'Claims' },
  purpose: { zh: '用途', en: 'Purpose' },
  reimbursement: { zh: '费用报销', en: 'Expense reimbursement' },
  total: { zh: '合计', en: 'Total' },
  noAccount: { zh: '（无银行账户）', en: '(no bank account)' },
  category: { zh: '费用类别', en: 'Category' },
  department: { zh: '部门', en: 'Department' },
  month: { zh: '月份', en: 'Month' },
  person: { zh: '员工', en: 'Person' },
  none: { zh: '（无）', en: '(none)' },
} as const

export const word = (lang: Lang, key: keyof typeof words) => words[key][lang]
