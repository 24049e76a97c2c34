import { webhooksContract } from '@hr-portal/api'
import { GatewayError } from '../../core/errors'
import type { Lang } from '../../core/lang'

const { WEBHOOKS } = webhooksContract

/** Every refusal of the webhook routes in both languages, with its code and HTTP status. */
const catalogue = {
  notInstalled: {
    en: 'The app "{app}" is not installed in this tenant',
    zh: '应用“{app}”未在本租户安装',
    answer: [WEBHOOKS.notInstalled, 200],
  },
  secretShown: {
    en: 'The webhook secret was shown already; rotate it to get a new one',
    zh: '回调密钥已显示过；如需新密钥请轮换',
    answer: [WEBHOOKS.secretShown, 200],
  },
  noDeletion: {
    en: 'The app "{app}" has no data deletion request in this tenant',
    zh: '应用“{app}”在本租户没有数据删除请求',
    answer: [WEBHOOKS.noDeletion, 200],
  },
  badSignature: {
    en: 'The signature, its timestamp or the deletion request is not valid',
    zh: '签名、时间戳或删除请求无效',
    answer: [WEBHOOKS.badSignature, 401],
  },
} as const

export type WebhookTextKey = keyof typeof catalogue

/** A refusal in the caller's language. */
export function webhookError(lang: Lang, key: WebhookTextKey, values: Record<string, string> = {}): GatewayError {
  const entry = catalogue[key]
  const message = entry[lang].replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? '')
  return new GatewayError(entry.answer[0], message, entry.answer[1])
}
