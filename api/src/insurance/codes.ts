/** The insurance service's business codes (411001–411099); the gateway's insurance/errors.ts takes them from here. */
export const INSURANCE = {
  badMonth: 411001,
  schemeNotFound: 411002,
  schemeInUse: 411003,
  nameTaken: 411004,
  badRate: 411005,
  badAmount: 411006,
  badLimits: 411007,
  outOfScope: 411008,
  schemeNotInForce: 411009,
  changeNotFound: 411010,
  organNotFound: 411011,
  noPeople: 411012,
} as const
