import { HttpError } from '@hr-portal/bridge/http'
import { TenantChoiceCancelled } from '../session/tenant-choice'

/** Server codes whose texts the shell's catalogue owns (so they follow the language). */
const CODE_TEXTS: Record<number, string> = {
  400101: 'login.badCredentials', 400105: 'login.tooMany', 400114: 'login.tenantRequired', 400903: 'login.companyDisabled',
}

/** A sentence for the user from any failure: the server's message, or a known text. */
export function describeError(error: unknown, t: (key: string) => string): string {
  if (error instanceof HttpError) {
    if (error.serverCode !== undefined && CODE_TEXTS[error.serverCode]) return t(CODE_TEXTS[error.serverCode])
    if (error.code === 'timeout') return t('errors.timeout')
    if (error.code === 'network') return t('errors.network')
    if (error.message && error.code === 'server_code') return error.message
  }
  if (error instanceof TenantChoiceCancelled) return t('login.tenantCancelled')
  return t('errors.system')
}
