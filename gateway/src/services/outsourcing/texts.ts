import { outsourcingContract } from '@hr-portal/api'
import { GatewayError } from '../../core/errors'
import type { Lang } from '../../core/lang'

/** Envelope codes of outsourcing (range 412201–412249). */
export const outsourcingCodes = outsourcingContract.OUTSOURCING

const catalogue = {
  providerNotFound: { en: 'The provider does not exist', zh: '外包公司不存在' },
  workerNotFound: { en: 'The outsourced worker does not exist', zh: '外包人员不存在' },
  assignmentNotFound: { en: 'The assignment does not exist', zh: '派驻记录不存在' },
  badName: { en: 'Give a name of 1 to {max} characters', zh: '请填写 1 到 {max} 个字符的名称' },
  badPhone: { en: 'A mobile number is 11 digits starting with 1', zh: '手机号须为以 1 开头的 11 位数字' },
  badIdNumber: {
    en: 'An ID number is 15 or 18 characters (digits, the last may be X)',
    zh: '身份证号须为 15 或 18 位（数字，末位可为 X）',
  },
  badPeriod: {
    en: 'Give dates as YYYY-MM-DD, the end not before the start',
    zh: '日期格式为 YYYY-MM-DD，结束日期不得早于开始日期',
  },
  badRate: { en: 'A rate is an amount above 0 with at most two decimals', zh: '费率须为大于 0 的金额，最多两位小数' },
  organNotFound: { en: 'The department does not exist', zh: '部门不存在' },
  overlapping: { en: 'The worker already has an assignment in these dates', zh: '该人员在这段日期内已有派驻' },
  accountTaken: { en: 'The account {account} is already used', zh: '账号 {account} 已被使用' },
  weakPassword: {
    en: 'A password has 9 to 20 characters with at least 3 of: uppercase and lowercase letters, digits, symbols',
    zh: '密码须为 9 到 20 位，至少包含大写字母、小写字母、数字、符号中的 3 种',
  },
  confirmed: {
    en: 'The statement of {month} is confirmed and cannot change',
    zh: '{month} 的结算单已确认，不能再更改',
  },
  badMonth: { en: 'Give a month as YYYY-MM', zh: '月份格式为 YYYY-MM' },
  idNumberTaken: { en: 'A worker with this ID number already exists', zh: '已有该身份证号的外包人员' },
  monthNotOver: { en: 'A statement can be confirmed once its month is over', zh: '月份结束后才能确认结算单' },
  badAccount: {
    en: 'An account name is 3 to 40 letters, digits, _, . or -',
    zh: '账号须为 3 到 40 个字母、数字、_、. 或 -',
  },
} as const

export type OutsourcingErrorKey = keyof typeof catalogue

const fill = (text: string, vars: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (_, name: string) => String(vars[name] ?? ''))

/** The error `key` in `lang`, with `{name}` placeholders filled. */
export const outsourcingError = (
  lang: Lang,
  key: OutsourcingErrorKey,
  vars: Record<string, string | number> = {},
): GatewayError => new GatewayError(outsourcingCodes[key], fill(catalogue[key][lang], vars))
