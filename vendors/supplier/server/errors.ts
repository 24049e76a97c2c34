/** Stable keys of the backend's refusals; the app shows each in the user's language. */
export type ErrorKey =
  | 'unauthorised'
  | 'keysUnavailable'
  | 'invalidInput'
  | 'notFound'
  | 'creditCodeInvalid'
  | 'creditCodeTaken'
  | 'fileTooLarge'
  | 'fileType'
  | 'fileMissing'
  | 'statusUnchanged'
  | 'internal'

/** The numeric `code` of each key in the answer envelope (0 is success). */
export const ERROR_CODES: Record<ErrorKey, number> = {
  unauthorised: 401100,
  keysUnavailable: 503100,
  invalidInput: 400100,
  notFound: 404100,
  creditCodeInvalid: 400101,
  creditCodeTaken: 409100,
  fileTooLarge: 413100,
  fileType: 415100,
  fileMissing: 400102,
  statusUnchanged: 409102,
  internal: 500100,
}

/** One refusal of the supplier backend: HTTP status, stable key, English message for logs and developers. */
export class SupplierError extends Error {
  override name = 'SupplierError'

  constructor(
    readonly key: ErrorKey,
    readonly status: number,
    message: string,
    options?: { cause?: unknown; field?: string },
  ) {
    super(message, options?.cause === undefined ? undefined : { cause: options.cause })
    this.field = options?.field
  }

  readonly field?: string

  /** The answer body: `{ code, msg, key, field? }`. */
  toAnswer() {
    return {
      code: ERROR_CODES[this.key],
      msg: this.message,
      key: this.key,
      ...(this.field ? { field: this.field } : {}),
    }
  }
}

/** The success envelope the portal's HTTP wrapper reads. */
export const ok = <T>(result: T) => ({ code: 0, msg: 'success', result })
