import { HttpError } from '@hr-portal/bridge/http'

/** Server codes whose texts the shell's catalogue owns (so they follow the language). */
const CODE_TEXTS: Record<number, string> = {
  400101: 'login.badCredentials',
  400105: 'login.tooMany',
  400114: 'login.tenantRequired',
  400903: 'login.companyDisabled',
  // §8: a call refused because permissions changed ('Login permissions changed, please log in again').
  404110: 'prompt.permissionChangedReject',
}

/** An error that names its own text for the user (a catalogue key); features throw their own kinds of it. */
export class TextedError extends Error {
  constructor(readonly textKey: string) {
    super()
  }
}

/** A sentence for the user from any failure: the server's message, or a known text. */
export function describeError(error: unknown, t: (key: string) => string): string {
  if (error instanceof HttpError) {
    if (error.serverCode !== undefined && CODE_TEXTS[error.serverCode]) return t(CODE_TEXTS[error.serverCode])
    if (error.code === 'timeout') return t('errors.timeout')
    if (error.code === 'network') return t('errors.network')
    if (error.message && error.code === 'server_code') return error.message
  }
  if (error instanceof TextedError) return t(error.textKey)
  return t('errors.system')
}
