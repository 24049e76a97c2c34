// Paths sub-apps hand the shell (nav.changed, tabs.open, tabs.close, ui.dialog.open, ui.drawer.open)
// become shell URLs or dialog pages, so they must stay inside the app's part of the portal and carry
// nothing the shell's guard acts on.
import { BridgeError } from '@hr-portal/bridge'

/** §2 route-guard query keys: a token, or the sign-in combinations that let /login through. */
export const SIGN_IN_KEYS = new Set([
  'token',
  'authCorpId',
  'userId',
  'vCode',
  'sign',
  'appCode',
  'corpId',
  'authCode',
  'timestamp',
  'auth_code',
  'systemFlag',
  'loginType',
])

function decodeSegment(segment: string): string | null {
  try {
    const decoded = decodeURIComponent(segment)
    // An encoded slash or backslash would mean another path once decoded by someone else.
    return /[/\\]/.test(decoded) ? null : decoded
  } catch {
    return null
  }
}

/**
 * The in-app path to use for `raw`, or null to refuse it: `.` and `..` segments (also encoded as
 * `%2e`) are resolved and may not climb above the app's root; backslashes, encoded slashes and
 * control characters are refused; `token` and the §2 sign-in keys are removed from the query.
 * @example safeAppPath('/list/../users?token=x&page=2') // '/users?page=2'
 */
export function safeAppPath(raw: string): string | null {
  if (!raw.startsWith('/') || raw.startsWith('//') || /[\\\u0000-\u001f\u007f]/.test(raw)) return null
  const hashAt = raw.indexOf('#')
  const hash = hashAt === -1 ? '' : raw.slice(hashAt)
  const beforeHash = hashAt === -1 ? raw : raw.slice(0, hashAt)
  const queryAt = beforeHash.indexOf('?')
  const path = queryAt === -1 ? beforeHash : beforeHash.slice(0, queryAt)
  const query = queryAt === -1 ? '' : beforeHash.slice(queryAt + 1)

  const segments: string[] = []
  const parts = path.split('/').slice(1)
  for (const [index, part] of parts.entries()) {
    const decoded = decodeSegment(part)
    if (decoded === null) return null
    if (decoded === '.') continue
    if (decoded === '..') {
      if (segments.length === 0) return null
      segments.pop()
      continue
    }
    if (decoded === '' && index < parts.length - 1) continue
    segments.push(part)
  }
  const params = new URLSearchParams(query)
  for (const key of [...params.keys()]) if (SIGN_IN_KEYS.has(key)) params.delete(key)
  const rest = params.toString()
  return `/${segments.join('/')}${rest ? `?${rest}` : ''}${hash}`
}

/** A sub-app's path as a safe in-app path; a path that leaves the app is refused (and audited as denied). */
export function inAppPath(path: string): string {
  const safe = safeAppPath(path)
  if (safe === null) throw new BridgeError('invalid_arguments', 'The path must stay inside the app')
  return safe
}
