import { route } from '../route'
import { integer, list, literal, matching, objectBody, record, str } from '../schema'
import { VENDOR_API } from './codes'

export const TENANT =
  'the tenant of the token only: a token of tenant 2 never reads tenant 1 (services/vendorapi/directory.test.ts, approvals.test.ts)'
/** What every call with an API token checks of its caller, each time: the minute's budgets, the app, the user, the scope. */
export const CALLER_REFUSALS = [
  VENDOR_API.badApiToken,
  VENDOR_API.rateLimited,
  VENDOR_API.userRateLimited,
  VENDOR_API.appNotInstalled,
  VENDOR_API.appUserWithoutApp,
  VENDOR_API.scopeNotConsented,
]

/**
 * The vendor backends' API token (`Authorization: Bearer <app token>`, never the staff session): the user's app token
 * exchanged for an API token of 10 minutes, limited to the tenant and the scopes consented now.
 */
export const tokens = {
  exchange: route({
    method: 'POST',
    path: '/vendor/api/token',
    body: objectBody({ app: matching('^[a-z][a-z0-9-]{0,40}$') }, ['app']),
    result: record({ token: str(), tokenType: literal('Bearer'), expiresAt: integer(), scopes: list(str()) }),
    errors: [
      VENDOR_API.badAppToken,
      VENDOR_API.rateLimited,
      VENDOR_API.userRateLimited,
      VENDOR_API.appNotInstalled,
      VENDOR_API.appUserWithoutApp,
    ],
    tenant: TENANT,
    summary: "An API token of 10 minutes for the app token's user, tenant and the scopes consented now; audited.",
  }),
}
