import { personnelContract } from '@hr-portal/api'
import { GatewayError } from '../../../core/errors'
import type { Lang } from '../../../core/lang'

const CODES = personnelContract.LEAVING

const catalogue = {
  notFound: { en: 'The leaving case or staff member does not exist', zh: '离职事项或员工不存在' },
  pending: {
    en: '{name} already has a resignation or termination under way',
    zh: '{name} 已有进行中的辞职或解除申请',
  },
  beforeEntry: {
    en: 'The last day must be a date on or after the entry date {date}',
    zh: '最后工作日须为不早于入职日期 {date} 的日期',
  },
  hasLeft: { en: '{name} has already left', zh: '{name} 已离职' },
  wrongStep: { en: 'This step cannot be taken now, or not by you', zh: '当前无法办理此步骤，或您无权办理' },
  noSalaryGroup: {
    en: 'No salary group pays this person in {month}, or they have no salary profile for it',
    zh: '{month} 没有薪资组为此人发薪，或其无该月薪资档案',
  },
  noCityWage: {
    en: 'Compensation is owed: set the local average wage of a city first (Leaving · Average wages)',
    zh: '需支付经济补偿：请先设置城市的社会平均工资（离职管理 · 社平工资）',
  },
  paid: { en: 'The final settlement was paid already', zh: '离职结算已支付，不能重复支付' },
  badAmount: {
    en: 'Amounts must be positive with at most two decimals, and the city one of the list',
    zh: '金额须为不超过两位小数的非负数，城市须为已设置的城市',
  },
  noEmail: {
    en: "{name}'s record has no e-mail address: add one to the record to send the certificate",
    zh: '{name} 的档案中没有邮箱地址：请先在档案中填写邮箱再发送证明',
  },
  mailFailed: {
    en: 'The mail could not be sent now; try again later',
    zh: '邮件暂时无法发送，请稍后重试',
  },
} as const

/** A GatewayError with the text `key` in a language ({name} placeholders from vars). */
export function leavingError(lang: Lang, key: keyof typeof catalogue, vars: Record<string, string> = {}) {
  const text = catalogue[key][lang].replace(/\{(\w+)\}/g, (_, name: string) => vars[name] ?? '')
  return new GatewayError(CODES[key], text)
}
