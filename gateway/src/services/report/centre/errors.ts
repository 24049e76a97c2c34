import { reportContract } from '@hr-portal/api'
import { codes, GatewayError } from '../../../core/errors'
import type { Lang } from '../../../core/lang'

/** Envelope codes of the report centre and report subscriptions, the contract's (no permission is the shared 403001). */
export const reportCodes = { ...reportContract.REPORT, noPermission: codes.noPermission } as const

const catalogue = {
  unknownReport: { zh: '报表不存在：{code}', en: 'There is no report {code}' },
  noPermission: { zh: '您没有报表「{title}」的权限', en: 'You don\'t have permission to the report "{title}"' },
  paramRequired: { zh: '请填写{label}', en: '{label} is required' },
  paramUnknown: { zh: '报表没有参数 {name}', en: 'The report has no parameter {name}' },
  paramMonth: {
    zh: '{label}须为 YYYY-MM 格式的月份（2000 至 2100 年）',
    en: '{label} must be a month as YYYY-MM (2000 to 2100)',
  },
  paramDepartment: { zh: '{label}不存在', en: '{label} does not exist' },
  paramCount: { zh: '{label}须为 {min} 到 {max} 之间的整数', en: '{label} must be a whole number from {min} to {max}' },
  subscriptionNotFound: { zh: '订阅不存在', en: 'The subscription does not exist' },
  runNotFound: { zh: '报表推送记录不存在', en: 'The report delivery does not exist' },
  badSchedule: { zh: '推送时间不正确：{detail}', en: 'The schedule is not valid: {detail}' },
} as const

export type ReportErrorKey = keyof typeof catalogue

/** A report centre text in `lang` with its `{name}` placeholders filled. */
export const reportText = (lang: Lang, key: ReportErrorKey, vars: Record<string, string | number> = {}): string =>
  catalogue[key][lang].replace(/\{(\w+)\}/g, (_, name: string) => String(vars[name] ?? ''))

const codeOf = (key: ReportErrorKey): number => {
  if (key.startsWith('param')) return reportCodes.badParam
  return reportCodes[key as Exclude<ReportErrorKey, `param${string}`>]
}

/** The error of `key` in `lang`; no permission answers HTTP 403. */
export function reportError(lang: Lang, key: ReportErrorKey, vars: Record<string, string | number> = {}): GatewayError {
  return new GatewayError(codeOf(key), reportText(lang, key, vars), key === 'noPermission' ? 403 : 200)
}
