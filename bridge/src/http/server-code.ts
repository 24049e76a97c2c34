import { HttpError } from './http-error.js'
import { LOGIN_INVALID, PERMISSION_CHANGED_REJECT } from './constants.js'
import type { Envelope, HttpOptions } from './types.js'

const PERMISSION_CHANGED = 404110

/** Who made the call; every error names it. */
export interface Call {
  method: string
  url: string
}

/** The session token each call went out with, kept apart from the call so that no error ever carries it. */
const sentTokens = new WeakMap<Call, string>()

/** Remembers the token a call was sent with (its `token` header), for the code handler. */
export function noteToken(call: Call, headers: Headers): void {
  const token = headers.get('token')
  if (token) sentTokens.set(call, token)
}

/** The body as an envelope with a numeric `code` (`"0"` → 0), or `undefined` if it is none. */
export function readEnvelope(body: unknown): Envelope | undefined {
  if (!body || typeof body !== 'object' || Array.isArray(body) || body instanceof Blob) return undefined
  const raw = body as Record<string, unknown>
  const code = toCode(raw.code)
  if (code === undefined) return undefined
  const msg = typeof raw.msg === 'string' ? raw.msg : raw.msg == null ? '' : String(raw.msg)
  return { ...raw, code, msg }
}

function toCode(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined
  if (typeof value !== 'string' || value.trim() === '') return undefined
  const code = Number(value)
  return Number.isFinite(code) ? code : undefined
}

/**
 * §4: 401001 on a hasPermissionMark call is rejected quietly, because the session check that
 * makes it already sends the user to login; a prompt on top would be a second one.
 */
export function isQuiet(code: number, call: Call): boolean {
  return code === 401001 && call.url.includes('hasPermissionMark')
}

/** Tells `onCode` about a non-zero code (not awaited; its failure is logged, never thrown). */
export function reportCode(onCode: HttpOptions['onCode'], code: number, msg: string, call: Call): void {
  if (!onCode || code === 0 || isQuiet(code, call)) return
  try {
    const token = sentTokens.get(call)
    const done = onCode(code, token ? { url: call.url, msg, token } : { url: call.url, msg })
    if (done && typeof done.then === 'function') done.then(undefined, logHandlerFailure)
  } catch (error) {
    logHandlerFailure(error)
  }
}

function logHandlerFailure(error: unknown): void {
  console.error('[http] onCode handler failed', error)
}

/** The rejection text of a code: §8 fixes it for a quiet 401001 and for 404110; else the server's msg. */
function rejectionText(envelope: Envelope, quiet: boolean): string {
  if (quiet) return LOGIN_INVALID
  if (envelope.code === PERMISSION_CHANGED) return PERMISSION_CHANGED_REJECT
  return envelope.msg || `server code ${envelope.code}`
}

/** Reports a non-zero envelope and builds the `server_code` rejection for it. */
export function serverCodeError(onCode: HttpOptions['onCode'], envelope: Envelope, call: Call): HttpError {
  const quiet = isQuiet(envelope.code, call)
  reportCode(onCode, envelope.code, envelope.msg, call)
  return new HttpError('server_code', rejectionText(envelope, quiet), {
    ...call,
    serverCode: envelope.code,
    data: envelope,
  })
}
