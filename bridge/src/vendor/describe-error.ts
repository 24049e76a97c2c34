import type { Translate } from '../translate.js'
import { HttpError } from '../http/index.js'
import { AppTokenError } from './app-token.js'

/**
 * What went wrong with a call to the vendor backend, in words the user can act on, from the
 * app's texts `error.token`, `error.unauthorised`, `error.network` and `error.other` (`{{msg}}`).
 */
export function describeError(error: unknown, t: Translate): string {
  if (error instanceof AppTokenError) return t('error.token')
  if (error instanceof HttpError && error.status === 401) return t('error.unauthorised')
  if (error instanceof HttpError && (error.code === 'network' || error.code === 'timeout')) return t('error.network')
  return t('error.other', { msg: error instanceof Error ? error.message : String(error) })
}
