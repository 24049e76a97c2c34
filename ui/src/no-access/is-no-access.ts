/** The gateway's code for a call refused for a missing function (§6 'You don't have permission'). */
export const NO_PERMISSION_CODE = 403001

/**
 * Whether a failed call was refused because the user may not do it: the gateway's no-permission code (as the
 * HTTP wrapper's `serverCode`, or `code` on a plain error that kept it) or an HTTP 403 answer.
 */
export function isNoAccess(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false
  const { serverCode, code, status } = error as { serverCode?: unknown; code?: unknown; status?: unknown }
  return serverCode === NO_PERMISSION_CODE || code === NO_PERMISSION_CODE || status === 403
}

/** The gateway's answer code a failed call kept (`serverCode` of the HTTP wrapper, or `code`), or null. */
function codeOf(error: unknown): number | null {
  if (typeof error !== 'object' || error === null) return null
  const { serverCode, code } = error as { serverCode?: unknown; code?: unknown }
  if (typeof serverCode === 'number') return serverCode
  return typeof code === 'number' ? code : null
}

/**
 * Whether a failed call was a final answer of the gateway: refused with its own code (e.g. "your account has no staff
 * record"), not a server fault (codes from 500000) or a failure on the way. The same call would get the same answer,
 * so no retry is offered.
 */
export function isFinalAnswer(error: unknown): boolean {
  const code = codeOf(error)
  return code !== null && code > 0 && code < 500_000
}
