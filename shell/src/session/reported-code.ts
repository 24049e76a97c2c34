import { HttpError } from '@hr-portal/bridge/http'
import { hasPermissionMark } from './permission-mark'
import { PROMPT_CODES, raisePrompt } from './prompt'

/**
 * A sub-app reported a global code. Nothing from another window is trusted, so the shell asks
 * the gateway itself: the session must really be invalid (the mark check answers 401001), or
 * the permission mark must really have changed.
 */
export async function handleReportedCode(code: 401001 | 404110 | 404001) {
  try {
    const changed = await hasPermissionMark()
    if (changed && code !== 401001) raisePrompt(PROMPT_CODES[code])
  } catch (error) {
    if (error instanceof HttpError && error.serverCode === 401001) raisePrompt('loginInvalid')
  }
}
