import { HttpError } from '@hr-portal/bridge/http'

/**
 * Why a call failed: `gateway` carries the gateway's own message (already in the page's language), `offline` means
 * the portal could not be reached, `failed` an answer without one (a server error), `unreadable` an answer of a shape
 * the page does not know.
 */
export class RequestProblem extends Error {
  /** The gateway's code of a `gateway` problem (e.g. 403001 for a missing function). */
  readonly code: number | undefined
  constructor(
    readonly kind: 'gateway' | 'offline' | 'failed' | 'unreadable',
    message: string = kind,
    options?: { cause?: unknown; code?: number },
  ) {
    super(message, options)
    this.name = 'RequestProblem'
    this.code = options?.code
  }
}

/** The problem of a call the HTTP wrapper refused: a non-zero envelope carries the gateway's message; the rest never got one. */
export function problemOf(cause: unknown): RequestProblem {
  if (cause instanceof RequestProblem) return cause
  if (cause instanceof HttpError && cause.code === 'server_code')
    return new RequestProblem('gateway', cause.message, { cause, code: cause.serverCode })
  const unreached = !(cause instanceof HttpError) || ['network', 'timeout', 'aborted'].includes(cause.code)
  return new RequestProblem(unreached ? 'offline' : 'failed', undefined, { cause })
}

/** What to tell the user about a failed call: the gateway's own message, or a text of ours for the rest. */
export function problemText(cause: unknown, t: (key: string) => string): string {
  if (cause instanceof RequestProblem && cause.kind === 'gateway') return cause.message
  if (cause instanceof RequestProblem && cause.kind === 'unreadable') return t('appRequest.unreadable')
  if (cause instanceof RequestProblem && cause.kind === 'failed') return t('appRequest.failed')
  return t('appRequest.offline')
}
