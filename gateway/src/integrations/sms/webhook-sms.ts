import { createHmac } from 'node:crypto'
import { outboundFetch } from '../../core/outbound'
import type { SmsProvider } from './sms-provider'

/** Header carrying `sha256=<hex HMAC-SHA256 of the raw body under SMS_WEBHOOK_SECRET>`. */
export const SMS_SIGNATURE_HEADER = 'X-Signature'

/**
 * The production SMS provider: a JSON POST `{ phone, text }` to the operator's webhook, signed
 * with HMAC-SHA256 of the body in X-Signature; rejects on a non-2xx answer or after the timeout.
 */
export function webhookSms(url: string, secret: string, timeoutMs: number): SmsProvider {
  return {
    configured: true,
    async send(phone, text) {
      const body = JSON.stringify({ phone, text })
      const signature = createHmac('sha256', secret).update(body).digest('hex')
      // The operator's own webhook (SMS_WEBHOOK_URL): reached as configured.
      const response = await outboundFetch(url, {
        reach: 'configured',
        method: 'POST',
        headers: { 'Content-Type': 'application/json', [SMS_SIGNATURE_HEADER]: `sha256=${signature}` },
        body,
        timeoutMs,
      })
      await response.body?.cancel()
      if (!response.ok) throw new Error(`SMS webhook answered ${response.status} ${response.statusText}`)
    },
  }
}
