import type { HttpErrorCode } from './types.js'

export interface HttpErrorDetails {
  method: string
  url: string
  status?: number
  /** The numeric `code` of the answer body, when it had one. */
  serverCode?: number
  /** The answer body: parsed JSON when it was JSON, else text or Blob. */
  data?: unknown
  response?: Response
  cause?: unknown
}

/**
 * The one error of the HTTP wrapper. `code` is stable; the original error (an ofetch
 * `FetchError`, a network error …) is kept as `cause`. Transport errors print like ofetch:
 * `[GET] "/gateway/ums/x": 404 Not Found`; `server_code` errors carry the server's `msg`.
 */
export class HttpError extends Error {
  override name = 'HttpError'
  readonly method: string
  readonly url: string
  readonly status?: number
  readonly serverCode?: number
  readonly data?: unknown
  readonly response?: Response

  constructor(
    public readonly code: HttpErrorCode,
    message: string,
    details: HttpErrorDetails,
  ) {
    super(message, details.cause === undefined ? undefined : { cause: details.cause })
    this.method = details.method
    this.url = details.url
    this.status = details.status
    this.serverCode = details.serverCode
    this.data = details.data
    this.response = details.response
  }

  /** What may cross a window boundary: no stack, no Response. */
  toJSON(): Record<string, unknown> {
    const { name, code, message, method, url, status, serverCode } = this
    return { name, code, message, method, url, status, serverCode }
  }
}

/** ofetch's wording: `[POST] "/url": 500 Internal Server Error`. */
export function describeRequest(method: string, url: string, status?: number, statusText = ''): string {
  const outcome = status === undefined ? '<no response>' : `${status} ${statusText}`.trim()
  return `[${method}] ${JSON.stringify(url)}: ${outcome}`
}
