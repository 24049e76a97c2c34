import { reportContract } from '@hr-portal/api'
import { GatewayError } from '../../../core/errors'

/** Envelope codes of behaviour tracking (services/report/tracking), the contract's; each refuses the whole batch. */
export const trackingCodes = reportContract.TRACKING

/** A refusal of the batch that names the event (0-based index) and the reason, in English and Chinese by the caller's language. */
export function refuse(code: number, index: number | null, en: string, zh: string, language: string): GatewayError {
  const where = index === null ? '' : language.startsWith('en') ? `Event ${index + 1}: ` : `第 ${index + 1} 条事件：`
  return new GatewayError(code, where + (language.startsWith('en') ? en : zh))
}
