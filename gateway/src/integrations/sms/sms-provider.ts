/** Sends text messages: the HTTP webhook of SMS_WEBHOOK_URL, or the dev outbox under `npm start`. */
export interface SmsProvider {
  /** False in production when SMS_WEBHOOK_URL is not set: sending answers a clear error. */
  configured: boolean
  /** Sends `text` to a mainland mobile number; rejects when the provider refuses it. */
  send(phone: string, text: string): Promise<void>
}
