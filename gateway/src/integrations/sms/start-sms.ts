import type { Config } from '../../config'
import { ConfigError } from '../../config'
import type { DevOutbox } from '../outbox'
import type { SmsProvider } from './sms-provider'
import { webhookSms } from './webhook-sms'

type Env = Record<string, string | undefined>

/**
 * SMS: the HTTP webhook of SMS_WEBHOOK_URL signed with SMS_WEBHOOK_SECRET (timeout
 * SMS_WEBHOOK_TIMEOUT_MS, default 10 s). Without it in demo mode, text messages go to the dev
 * outbox; in production without it, sending answers a clear error.
 */
export async function startSms(config: Config, env: Env, outbox: DevOutbox | null) {
  const url = env.SMS_WEBHOOK_URL
  if (url) {
    if (!/^https?:\/\//.test(url)) throw new ConfigError(`SMS_WEBHOOK_URL must be an http(s) URL, got "${url}"`)
    const secret = env.SMS_WEBHOOK_SECRET
    if (!secret || secret.length < 16)
      throw new ConfigError('SMS_WEBHOOK_SECRET must be set (at least 16 characters) with SMS_WEBHOOK_URL')
    const timeout = Number(env.SMS_WEBHOOK_TIMEOUT_MS || 10_000)
    if (!Number.isInteger(timeout) || timeout < 100)
      throw new ConfigError('SMS_WEBHOOK_TIMEOUT_MS must be an integer of at least 100')
    return { key: 'sms' as const, value: webhookSms(url, secret, timeout) }
  }
  if (!config.demo || !outbox) {
    const sms: SmsProvider = {
      configured: false,
      send: async () => {
        throw new Error('SMS_WEBHOOK_URL is not set')
      },
    }
    return { key: 'sms' as const, value: sms }
  }
  const sms: SmsProvider = {
    configured: true,
    async send(phone, text) {
      outbox.add({ kind: 'sms', to: phone, from: 'SMS', subject: '', text, at: Date.now() })
    },
  }
  return { key: 'sms' as const, value: sms }
}
