import { HttpError } from '@hr-portal/bridge/http'
import { AppTokenError } from './app-token'
import type { Translate } from './i18n'

/** What went wrong, in words the user can act on. */
export function describeError(error: unknown, t: Translate): string {
  if (error instanceof AppTokenError) return t('error.token')
  if (error instanceof HttpError && error.status === 401) return t('error.unauthorised')
  if (error instanceof HttpError && (error.code === 'network' || error.code === 'timeout')) return t('error.network')
  return t('error.other', { msg: error instanceof Error ? error.message : String(error) })
}
