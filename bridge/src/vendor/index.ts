export { AppTokenError, createAppTokenSource, expiresAt, type AppTokenOptions, type AppTokenSource } from './app-token'
export { createVendorApi, isUnauthorised, type VendorApi, type VendorApiOptions } from './vendor-api'
export { createVendorBackend } from './vendor-backend'
export { describeError } from './describe-error'
