export {
  AppTokenError,
  createAppTokenSource,
  expiresAt,
  type AppTokenOptions,
  type AppTokenSource,
} from './app-token.js'
export { createVendorApi, isUnauthorised, type VendorApi, type VendorApiOptions } from './vendor-api.js'
export { describeError } from './describe-error.js'
export { CLIENT_ASSERTION_TYPE, createClientAssertion, type ClientAssertionOptions } from './client-assertion.js'
export {
  signDeletionConfirmation,
  signWebhook,
  verifyWebhook,
  WebhookError,
  type VerifyOptions,
  type WebhookEvent,
  type WebhookRefusal,
} from './webhooks.js'
