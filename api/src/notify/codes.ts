/** The notification routes' business codes (4113xx); the gateway's notify/routes.ts takes them from here. */
export const NOTIFY = {
  /** No such delivery in the session's tenant. */
  deliveryNotFound: 411301,
  /** Only a delivery given up (failed) may be tried again. */
  notRetryable: 411302,
} as const
