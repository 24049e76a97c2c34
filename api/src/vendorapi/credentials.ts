import { route } from '../route'
import { integer, list, literal, matching, nullable, objectBody, record, str, text } from '../schema'
import { VENDOR_API } from './codes'

/** An app code, as the manifest schema has it. */
const CODE = matching('^[a-z][a-z0-9-]{0,40}$')
const ADMIN_TENANT =
  "the session tenant's installs only: tenant 2 never sees, issues or revokes tenant 1's (services/vendorapi/client-token.test.ts)"

/** An installation's background credential as the Apps page lists it (never its secret). */
export const credentialRow = record({
  code: str(),
  clientId: str(),
  createdAt: integer(),
  /** When the secret was last replaced, or null. */
  rotatedAt: nullable(integer()),
})

/**
 * Background credentials (OAuth 2.0 client credentials, RFC 6749 §4.4): the tenant administrator issues one per
 * installed app (its secret shown once), rotates and revokes it on the Apps page; the vendor's backend exchanges it,
 * with no user signed in, for an API token that acts as the app.
 */
export const credentials = {
  token: route({
    method: 'POST',
    path: '/vendor/api/oauth/token',
    body: objectBody(
      {
        grant_type: literal('client_credentials'),
        client_id: matching('^cid_[A-Za-z0-9_-]{22}$'),
        /** The credential's secret; or, instead, a signed assertion (the two below). */
        client_secret: text(100, 1),
        /** RFC 7523: a JWT signed with a key of the app's manifest `jwksUrl` stands for the secret. */
        client_assertion_type: literal('urn:ietf:params:oauth:client-assertion-type:jwt-bearer'),
        /** The JWT: iss and sub the client id, aud the token address, exp at most 5 minutes ahead, a new jti. */
        client_assertion: text(8000, 1),
        /** Space-separated data scopes wanted (all consented ones when absent); each must be consented. */
        scope: text(500),
      },
      ['grant_type', 'client_id'],
    ),
    result: record({
      token: str(),
      tokenType: literal('Bearer'),
      expiresAt: integer(),
      scopes: list(str()),
      asApp: literal(true),
    }),
    errors: [
      VENDOR_API.badClient,
      VENDOR_API.badAssertion,
      VENDOR_API.exchangeRateLimited,
      VENDOR_API.appNotInstalled,
      VENDOR_API.scopeNotConsented,
    ],
    tenant:
      "the credential's installation only: its token reads its tenant and app, never another's (services/vendorapi/client-token.test.ts)",
    summary:
      'A background API token of 10 minutes for the installation the client id names, acting as the app (no user), limited to the consented data scopes; audited.',
  }),
  list: route({
    method: 'POST',
    path: '/vendor/web/apps/credentials',
    body: objectBody({}),
    result: record({ rows: list(credentialRow) }),
    errors: [],
    tenant: ADMIN_TENANT,
    summary: "The background credentials of the tenant's installed apps (client ids, never secrets).",
  }),
  issue: route({
    method: 'POST',
    path: '/vendor/web/apps/credentials/issue',
    body: objectBody({ code: CODE }, ['code']),
    result: record({ code: str(), clientId: str(), secret: str(), createdAt: integer() }),
    errors: [VENDOR_API.appNotInstalled],
    tenant: ADMIN_TENANT,
    summary:
      "Creates the app's background credential, or rotates its secret (the old one stops at once); the secret is answered this once only.",
  }),
  revoke: route({
    method: 'POST',
    path: '/vendor/web/apps/credentials/revoke',
    body: objectBody({ code: CODE }, ['code']),
    result: record({ revoked: integer() }),
    errors: [],
    tenant: ADMIN_TENANT,
    summary: "Revokes the app's background credential and ends the tokens it was exchanged for (0 when it had none).",
  }),
}
