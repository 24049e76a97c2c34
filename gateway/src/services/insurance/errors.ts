import { insuranceContract } from '@hr-portal/api'
import { GatewayError } from '../../core/errors'
import type { Lang } from '../../core/lang'
import type { InsuranceKind } from './types'

/** Envelope codes of social insurance and housing fund (range 4110xx). */
export const insuranceCodes = insuranceContract.INSURANCE

const catalogue = {
  badMonth: { en: 'The month must be YYYY-MM between 2000 and 2100', zh: '月份格式须为 YYYY-MM（2000 至 2100 年）' },
  schemeNotFound: { en: 'The insurance scheme does not exist', zh: '社保方案不存在' },
  schemeInUse: {
    en: 'The scheme {name} is still used by {count} employees: move them to another scheme first',
    zh: '方案“{name}”仍有 {count} 名员工在用，请先为他们更换方案',
  },
  nameTaken: { en: 'Another scheme is already called {name}', zh: '已有名为“{name}”的方案' },
  badRate: {
    en: 'The {share} rate of {kind} must be a decimal from 0 to 1 with at most six places, e.g. 0.08',
    zh: '{kind}的{share}比例须为 0 到 1 之间的小数（最多六位），例如 0.08',
  },
  badAmount: {
    en: '{what} must be an amount in yuan with at most two decimal places, e.g. 7460.00',
    zh: '{what}须为以元为单位、最多两位小数的金额，例如 7460.00',
  },
  badLimits: {
    en: 'The lower base limit of {kind} must not exceed its upper limit',
    zh: '{kind}的缴费基数下限不能高于上限',
  },
  outOfScope: { en: 'The employee is not on the job in your data range', zh: '该员工不在职或不在您的数据范围内' },
  schemeNotInForce: {
    en: 'The scheme {name} has no rates in force in {month}: its first effective month is {first}',
    zh: '方案“{name}”在 {month} 尚未生效，最早生效月份为 {first}',
  },
  changeNotFound: {
    en: "No change of this employee's scheme takes effect in {month}",
    zh: '该员工在 {month} 没有生效的方案变更',
  },
  organNotFound: { en: 'The department does not exist', zh: '部门不存在' },
  noPeople: { en: 'No one on the job in your data range was chosen', zh: '所选范围内没有在职且在您数据范围内的员工' },
} as const

export type InsuranceErrorKey = keyof typeof catalogue

/** The error `key` in `lang`, its {names} filled from `vars`. */
export function insuranceError(
  lang: Lang,
  key: InsuranceErrorKey,
  vars: Record<string, string | number> = {},
): GatewayError {
  const message = catalogue[key][lang].replace(/\{(\w+)\}/g, (_, name: string) => String(vars[name] ?? ''))
  return new GatewayError(insuranceCodes[key], message)
}

/** Words inside messages: the kinds, the two shares, the amounts named. */
const words = {
  pension: { en: 'pension', zh: '养老保险' },
  medical: { en: 'medical insurance', zh: '医疗保险' },
  unemployment: { en: 'unemployment insurance', zh: '失业保险' },
  injury: { en: 'work injury insurance', zh: '工伤保险' },
  maternity: { en: 'maternity insurance', zh: '生育保险' },
  housingFund: { en: 'the housing fund', zh: '住房公积金' },
  employee: { en: 'employee', zh: '个人' },
  employer: { en: 'employer', zh: '单位' },
  lower: { en: 'The lower base limit of {kind}', zh: '{kind}的缴费基数下限' },
  upper: { en: 'The upper base limit of {kind}', zh: '{kind}的缴费基数上限' },
  base: { en: 'The contribution base', zh: '缴费基数' },
} as const

export type InsuranceWord = keyof typeof words | InsuranceKind

export function insuranceWord(lang: Lang, key: InsuranceWord, vars: Record<string, string> = {}): string {
  return words[key][lang].replace(/\{(\w+)\}/g, (_, name: string) => vars[name] ?? '')
}
