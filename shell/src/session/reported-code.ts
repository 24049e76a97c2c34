import { HttpError } from '@hr-portal/bridge/http'
import { hasPermissionMark } from './permission-mark'
import { PROMPT_CODES, raisePrompt } from './prompt'

/**
 * A sub-app reported a global code. Nothing from another window is trusted, so the shell asks
 * the gateway itself: the session must really be invalid (401001), or the mark really changed.
 */
export async function handleReportedCode(code: 401001 | 404110 | 404001) {
  let confirmed = false
  try {
    confirmed = code !== 401001 && (await hasPermissionMark())
  } catch (error) {
    confirmed = error instanceof HttpError && error.serverCode === 401001
    if (confirmed) return void raisePrompt('loginInvalid')
  }
  if (confirmed) raisePrompt(PROMPT_CODES[code])
}
