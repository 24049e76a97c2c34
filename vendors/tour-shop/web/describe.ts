import { HttpError } from '@hr-portal/bridge/http'
import { describeError } from '@hr-portal/bridge/vendor'
import type { Translate } from './i18n'

/**
 * What went wrong, for the user: the shop's own message when it answered one (it words it in the
 * user's language), else the SDK's wording of token and network failures.
 */
export function describe(error: unknown, t: Translate): string {
  if (error instanceof HttpError && error.status !== 401) {
    const data = error.data as { msg?: unknown } | undefined
    if (typeof data?.msg === 'string' && data.msg) return data.msg
  }
  return describeError(error, t)
}
