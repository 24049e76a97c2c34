import { HttpError } from '@hr-portal/bridge/http'
import { AppTokenError } from '@hr-portal/bridge/vendor'
import type { Translate } from '../i18n/i18n'
import en from '../i18n/en.json'

/** The backend's refusal key and the field it names, when the answer carried them. */
export function refusalOf(error: unknown): { key: string; field?: string } | null {
  if (!(error instanceof HttpError) || typeof error.data !== 'object' || error.data === null) return null
  const { key, field } = error.data as { key?: unknown; field?: unknown }
  return typeof key === 'string' ? { key, ...(typeof field === 'string' ? { field } : {}) } : null
}

/** What went wrong, in words the user can act on (never a raw code or a developer's message). */
export function describeFailure(error: unknown, t: Translate): string {
  if (error instanceof AppTokenError) return t('error.token')
  if (error instanceof HttpError && error.status === 401) return t('error.unauthorised')
  if (error instanceof HttpError && (error.code === 'network' || error.code === 'timeout')) return t('error.network')
  const key = `error.${refusalOf(error)?.key}`
  return key in en ? t(key) : t('error.other')
}
