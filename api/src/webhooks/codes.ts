/** The business codes of the webhook routes; the gateway's services/webhooks/texts.ts takes them from here. */
export const WEBHOOKS = {
  /** No installation of that code with a webhook in the session's tenant (the vendor routes' notInstalled). */
  notInstalled: 400431,
  /** The secret was shown already: rotate it for a new one. */
  secretShown: 400441,
  /** No deletion request of that app in the session's tenant. */
  noDeletion: 400442,
  /** A deletion confirmation whose signature or timestamp does not hold, or names no request (HTTP 401). */
  badSignature: 401120,
} as const
