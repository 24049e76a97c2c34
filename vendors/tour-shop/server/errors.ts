import type { Params, TextKey } from './texts'

/** Envelope codes of the tour shop's API. Business refusals answer HTTP 200 with their code; token ones 401. */
export const codes = {
  badInput: 400000,
  badToken: 401100,
  tripNotFound: 404201,
  bookingNotFound: 404202,
  dateNotOffered: 400201,
  notEnoughSeats: 400202,
  overBudget: 400203,
  noBudget: 400204,
  notPending: 400205,
  tripHeld: 400206,
  notConsented: 403201,
  notAdmin: 403202,
  portalRefused: 502201,
  portalUnavailable: 503201,
  internal: 500000,
} as const

/**
 * The one error of the tour shop's HTTP boundary: a stable `code`, the text `key` the answer is worded
 * from in the caller's language, and the original error as `cause`.
 */
export class ShopError extends Error {
  override name = 'ShopError'

  constructor(
    readonly code: number,
    readonly key: TextKey,
    readonly params: Params = {},
    readonly httpStatus = 200,
    options?: { cause?: unknown },
  ) {
    super(`${key} ${JSON.stringify(params)}`, options)
  }
}
