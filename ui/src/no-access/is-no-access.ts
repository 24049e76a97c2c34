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
