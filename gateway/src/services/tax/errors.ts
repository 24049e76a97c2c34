import { taxContract } from '@hr-portal/api'
import { GatewayError } from '../../core/errors'
import type { Lang } from '../../core/lang'

/** Envelope codes of income tax (range 4111xx). */
export const etaxCodes = taxContract.ETAX

const catalogue = {
  badMonth: { en: 'The month must be YYYY-MM between 2000 and 2100', zh: '月份格式须为 YYYY-MM（2000 至 2100 年）' },
  noStaffRecord: { en: 'Your account has no staff record in this company', zh: '您的账号在该企业没有员工档案' },
  badYear: { en: 'Deductions can be declared for the years 2023 to 2100', zh: '只能申报 2023 至 2100 年的扣除' },
  badMonths: {
    en: 'The months must run from a start month to an end month within the year (1–12)',
    zh: '起止月份须在当年 1–12 月内，且开始月份不晚于结束月份',
  },
  badShare: { en: 'The share must be 100% or 50%', zh: '扣除比例须为 100% 或 50%' },
  badChoice: { en: 'Choose one of the options offered', zh: '请选择给出的选项之一' },
  badIllness: {
    en: 'The serious illness amount must be more than 0 and at most 80,000 a year',
    zh: '大病医疗扣除金额须大于 0，且每年不超过 80,000 元',
  },
  badElderlyShare: {
    en: 'Not an only child: your share of elderly support must be more than 0 and at most 1,500 a month',
    zh: '非独生子女：赡养老人分摊额须大于 0，且每月不超过 1,500 元',
  },
  certificateMonth: {
    en: 'A certificate is declared for one month: the month it was obtained',
    zh: '职业资格证书只申报一个月：取得证书的当月',
  },
  overlap: { en: 'A declaration of this kind already covers some of these months', zh: '该类扣除在这些月份已有申报' },
  loanAndRent: {
    en: 'Housing loan interest and housing rent cannot both be deducted for the same months',
    zh: '住房贷款利息和住房租金不能在同一月份同时扣除',
  },
  deductionNotFound: { en: 'The declaration does not exist', zh: '该申报不存在' },
  organNotFound: { en: 'The department does not exist', zh: '部门不存在' },
  personNotFound: { en: 'The person is not in your data range', zh: '该人员不在您的数据范围内' },
  joinedEarlier: {
    en: '{name} joined before {year}: the basic deduction already counts from January',
    zh: '{name} 在 {year} 年之前入职：基本减除费用已从 1 月起计算',
  },
  joinedLater: { en: '{name} did not join in {year}', zh: '{name} 不是 {year} 年入职' },
  paidBefore: {
    en: 'This company recorded wage income for {name} in {month}, before they joined: they had wage income earlier this year',
    zh: '本单位在 {month} 为 {name} 记录过工资薪金所得（入职之前）：当年此前已有工资薪金所得',
  },
  notWholeYear: {
    en: '{name} was not employed here the whole of {year}: the 60,000 rule needs every month of the previous year withheld by this company',
    zh: '{name} 并非 {year} 年全年在本单位任职：6 万元规则要求上一完整年度每月均在本单位预扣预缴',
  },
  notEveryMonth: {
    en: 'This company recorded wage income for {name} in {months} months of {year}: the 60,000 rule needs all 12',
    zh: '本单位 {year} 年只有 {months} 个月为 {name} 预扣预缴工资薪金：6 万元规则要求 12 个月均有申报',
  },
  overSixty: {
    en: "{name}'s wage income of {year} recorded here is {amount}: above 60,000",
    zh: '本单位记录的 {name} {year} 年工资薪金收入为 {amount} 元，超过 6 万元',
  },
  openingRecorded: {
    en: 'A payroll run already recorded months of {year} for this person (from {month}): the opening balance can no longer change',
    zh: '该员工 {year} 年已有薪资发放记录的月份（自 {month} 起）：期初数据不能再修改',
  },
  openingMonths: {
    en: 'The months of basic deduction cannot exceed the through month ({through})',
    zh: '累计减除费用月数不能超过截至月份（{through}）',
  },
  openingFile: { en: 'The file cannot be imported: {reason}', zh: '文件无法导入：{reason}' },
  bonusTaxed: {
    en: 'The annual bonus of {year} has already been taxed: its method can no longer change (a bonus was taxed on its own in {month}, which is allowed once a year; a further bonus is added to the wages of its month)',
    zh: '{year} 年的全年一次性奖金已计税，计税方式不能再修改（{month} 已有奖金单独计税，每年只能单独计税一次；此后的奖金并入发放当月的工资薪金）',
  },
} as const

export type EtaxErrorKey = keyof typeof catalogue

/** The error `key` in `lang`, with its values put in. */
export function etaxError(lang: Lang, key: EtaxErrorKey, vars: Record<string, string | number> = {}): GatewayError {
  return new GatewayError(
    etaxCodes[key],
    catalogue[key][lang].replace(/\{(\w+)\}/g, (_, name: string) => String(vars[name] ?? '')),
  )
}
