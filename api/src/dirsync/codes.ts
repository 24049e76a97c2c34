/** Directory sync's business codes a route may answer (HTTP 200 `{ code, msg }`, range 4112xx); errors.ts takes them from here. */
export const DIRSYNC = {
  /** The tenant has not saved this platform's connector (or the older product's export is not linked). */
  notConfigured: 411201,
  /** A full sync of the connector is running (in this or another gateway process). */
  syncRunning: 411202,
  /** No such run in the session's tenant. */
  runNotFound: 411203,
  /** A retry of a run without failed records. */
  nothingToRetry: 411204,
  /** The settings cannot be saved (secret missing, key malformed, API address). */
  badSettings: 411205,
  /** Authorising by QR code: no WeCom provider suite is configured. */
  suiteNotConfigured: 411206,
  /** Authorising by QR code: WeCom refused or did not answer the provider call (the message says why). */
  suiteFailed: 411207,
  /** Confirming or cancelling a run that is not waiting for a confirmation. */
  notWaiting: 411208,
} as const
