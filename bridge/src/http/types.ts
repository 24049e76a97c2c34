// Public types of the HTTP wrapper (spec §7 "Wrapper behaviour").

// ---- Answers ----------------------------------------------------------------

/** The §7 answer envelope. `code` is always a number here (the server may send `"0"`). */
export interface Envelope<T = unknown> {
  code: number
  msg: string
  result?: T
  data?: T
  /**
   * Set only when an envelope helper (`get`, `postJson`, …) received a file: a response with a
   * `filename` header is returned whole and no code is read from it. Prefer `getBlob`/`postBlob`.
   */
  file?: BlobResponse
  [key: string]: unknown
}

/** A whole file response, as the blob helpers return it. */
export interface BlobResponse {
  blob: Blob
  /** From the `filename` header (URI-decoded) or Content-Disposition; `''` when absent. */
  filename: string
  /** The media type without parameters, lower-cased, e.g. `application/pdf`. */
  contentType: string
  headers: Headers
}

/** Query parameters; `undefined` values are left out. */
export type Params = Record<string, unknown>

/** A POST body: a plain object (JSON or form-encoded by the helper) or nothing. */
export type Body = Record<string, unknown> | unknown[] | undefined

// ---- Errors -----------------------------------------------------------------

/**
 * Stable codes of {@link HttpError}; they survive a trip across windows. `http_status`: a 4xx/5xx
 * answer; `network`: no answer at all; `aborted`: the caller's signal; `server_code`: a non-zero
 * envelope code; `export_filename`: an Excel export without a filename header;
 * `invalid_response`: not an envelope (or an export answer that is not JSON).
 */
export type HttpErrorCode =
  | 'http_status'
  | 'network'
  | 'timeout'
  | 'aborted'
  | 'server_code'
  | 'export_filename'
  | 'invalid_response'

// ---- Options ----------------------------------------------------------------

/** Context handed to {@link HttpOptions.onCode}. */
export interface CodeContext {
  /** The resolved address of the call. */
  url: string
  msg: string
  /** The session token the call went out with, if any: a handler can tell an answer to a session since replaced. */
  token?: string
}

export interface HttpOptions {
  /** Gateway prefix, e.g. `/gateway` (shell) or `http://localhost:4100/gateway` (sub-apps). */
  gatewayUrl: string
  /** The "default base" segment. Default `uac`. */
  defaultService?: string
  /** The two brand-specific service segments of §7. */
  extraSegments?: string[]
  /** Sent as header `token` when it gives a non-empty string. */
  getToken?: () => string | null | undefined | Promise<string | null | undefined>
  /** Sent as `Accept-Language`; default `zh-CN`. A promise is awaited (a sub-app's language is known once the shell answered). */
  getLanguage?: () => string | null | undefined | Promise<string | null | undefined>
  /** `true` when the first tracked call starts, `false` when the last one ends. */
  onLoading?: (active: boolean) => void
  /**
   * Called (not awaited) for every non-zero code in a response body; the shell uses it for the
   * 401001 / 404110 / 404001 prompts. The call is rejected either way.
   */
  onCode?: (code: number, ctx: CodeContext) => void | Promise<void>
  /** Shows a message; `exportBlob` uses it for the `msg` of a non-file answer. */
  onMessage?: (type: 'error', text: string) => void
  /** Saves an exported Excel file. Default: object URL + `<a download>` in {@link doc}. */
  saveFile?: (blob: Blob, filename: string) => void
  /** The document used by `download` and the default saver. Default `globalThis.document`. */
  doc?: Document
  /** Default `globalThis.fetch`. */
  fetch?: typeof fetch
  /**
   * §7: credentials are sent (`include`, the default). Vendor apps use `omit`: they hold app
   * tokens only, and the gateway answers their origin without credentialed CORS.
   */
  credentials?: RequestCredentials
  /** Used by `upload` for progress events. Default `globalThis.XMLHttpRequest` when present. */
  xhr?: typeof XMLHttpRequest
}

export interface RequestOptions {
  /** Do not drive the global loading indicator. */
  unLoading?: boolean
  /** Extra headers; they override the defaults. */
  headers?: Record<string, string>
  /** Milliseconds; overrides the helper's default (see `TIMEOUTS`). */
  timeout?: number
  signal?: AbortSignal
  /** `postBlob`/`exportBlob` only: send the body as JSON instead of form-encoded. */
  raw?: boolean
}

export interface UploadProgress {
  loaded: number
  total: number
  /** 0–100, rounded. */
  percent: number
}

export interface UploadData {
  file: Blob | File
  /** Default: the File's name, else `file`. */
  fileName?: string
  fields?: Record<string, string>
  /**
   * When given, the call is form-encoded with this Content-Type instead of multipart: the
   * fields plus the file's text under `file` (meant for small text files such as CSV).
   */
  contentType?: string
}

export interface UploadOptions extends RequestOptions {
  onProgress?: (progress: UploadProgress) => void
}

// ---- The wrapper ------------------------------------------------------------

/**
 * The one HTTP wrapper of §7. Every helper resolves an envelope with code 0 and rejects with
 * an `HttpError` otherwise.
 *
 * @example
 * const http = createHttp({ gatewayUrl: '/gateway', getToken: () => localStorage.getItem('t') })
 * const { result } = await http.postForm<OrganNode[]>('/ums/web/organ/organTreeList', {})
 */
export interface Http {
  /** The gateway address of a call path (see `resolveUrl`). */
  resolveUrl(path: string): string
  /**
   * Loads the request client now (it loads with the first call otherwise), e.g. as a person starts filling a form
   * whose submit is the page's first call: the call then leaves at once.
   */
  prepare(): void
  get<T = unknown>(path: string, params?: Params, opts?: RequestOptions): Promise<Envelope<T>>
  /** JSON body, timeout 120000 ms. */
  postJson<T = unknown>(path: string, body?: Body, opts?: RequestOptions): Promise<Envelope<T>>
  /** Form-encoded body, timeout 120000 ms. */
  postForm<T = unknown>(path: string, body?: Body, opts?: RequestOptions): Promise<Envelope<T>>
  /** Form-encoded (JSON with `raw`), timeout 300000 ms; the whole response, no code read. */
  postBlob(path: string, body?: Body, opts?: RequestOptions): Promise<BlobResponse>
  /** The whole response, no code read. */
  getBlob(path: string, params?: Params, opts?: RequestOptions): Promise<BlobResponse>
  /** Multipart upload with progress (form-encoded when `data.contentType` is given). */
  upload<T = unknown>(path: string, data: UploadData, opts?: UploadOptions): Promise<Envelope<T>>
  /** Browser only: GET in a hidden iframe (auth by the session cookie). */
  download(path: string, params?: Params): void
  /**
   * §7 "Blob export handling": Excel is saved (resolves `undefined`), PDF is returned, any
   * other answer is read as JSON and its `msg` is shown and rejected.
   */
  exportBlob(path: string, body?: Body, opts?: RequestOptions): Promise<Blob | undefined>
}
