import { HttpError } from '@hr-portal/bridge/http'
import { getToken } from '../lib/storage'
import { hasPermissionMark } from './permission-mark'
import { PROMPT_CODES, raisePrompt } from './prompt'
import { ENROL_REQUIRED_CODE, requireEnrolment } from './session-store'

/**
 * A sub-app reported a global code. Nothing from another window is trusted, so the shell asks
 * the gateway itself: the session must really be invalid (the mark check answers 401001), the
 * permission mark must really have changed, or the set-up must really be required (the mark
 * check, a guarded route, answers 400135: the set-up page takes over).
 */
export async function handleReportedCode(code: 401001 | 404110 | 404001 | typeof ENROL_REQUIRED_CODE) {
  const token = getToken()
  try {
    const changed = await hasPermissionMark()
    if (changed && code !== 401001 && code !== ENROL_REQUIRED_CODE) raisePrompt(PROMPT_CODES[code])
  } catch (error) {
    if (!(error instanceof HttpError)) return
    // The check went out with a session that another one replaced meanwhile (a tenant switch): it says nothing of the new one.
    const current = getToken()
    if (current && current !== token) return
    if (error.serverCode === 401001) raisePrompt('loginInvalid')
    if (error.serverCode === ENROL_REQUIRED_CODE) requireEnrolment()
  }
}
