import { GatewayError } from '../../core/errors'
import type { Lang } from '../workflow/types'

/** Envelope codes of attendance and leave (issue 14 item 2; range 4101xx). */
export const leaveCodes = {
  badDates: 410101,
  overlap: 410102,
  notEnough: 410103,
  unknownType: 410104,
  notFound: 410105,
  notCancellable: 410106,
  noWorkingDays: 410107,
} as const

const catalogue = {
  badDates: { en: 'The leave must end after it starts (dates as YYYY-MM-DD, within a year)', zh: '请假结束时间须晚于开始时间（日期格式 YYYY-MM-DD，一年以内）' },
  overlap: { en: 'You already have leave from {from} to {to} in this time', zh: '该时间段已有请假（{from} 至 {to}）' },
  notEnough: { en: 'Not enough {type}: {left} days left, {days} asked', zh: '{type}余额不足：剩余 {left} 天，申请 {days} 天' },
  unknownType: { en: 'Unknown leave type {code}', zh: '未知的假期类型 {code}' },
  notFound: { en: 'The leave request does not exist', zh: '请假申请不存在' },
  notCancellable: { en: 'Only an approved leave of your own can be cancelled', zh: '只能销假本人已批准的请假' },
  noWorkingDays: { en: 'The leave covers no working day', zh: '请假时间内没有工作日' },
} as const

export function leaveError(lang: Lang, key: keyof typeof catalogue, vars: Record<string, string | number> = {}): GatewayError {
  const text = catalogue[key][lang].replace(/\{(\w+)\}/g, (_, name: string) => String(vars[name] ?? ''))
  return new GatewayError(leaveCodes[key], text)
}
