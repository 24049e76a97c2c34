import { route } from '../route'
import { bool, integer, nullable, objectBody, record, str, text } from '../schema'
import { COMMON, SIGNED_IN } from './codes'

export const previousSignIn = record({ at: integer(), ip: str(), browser: str(), method: str() })
/** Whether this is the session's first entry, then the sign-in before it (null: none) and whether it came from elsewhere. */
export const portalEntry = record({
  firstEntry: bool(),
  previousSignIn: nullable(previousSignIn),
  fromElsewhere: bool(),
})
export const appToken = record({ token: str(), tokenType: str(), expiresAt: integer() })

/** The portal's session calls: entering the portal, and tokens for vendor sub-apps. */
export const portal = {
  enter: route({
    method: 'POST',
    path: '/uac/web/portal/loginIn',
    body: objectBody({}),
    result: portalEntry,
    errors: [...SIGNED_IN],
    tenant: "the sign-in it names is one of the session tenant's, never another's (uac/portal-entry.test.ts)",
    summary:
      "Records the session's first entry to the portal and answers the sign-in before it, and whether it came from elsewhere.",
  }),
  appToken: route({
    method: 'POST',
    path: '/uac/web/appToken',
    body: objectBody({ appId: text(100, 1), settings: bool() }, ['appId']),
    result: appToken,
    errors: [COMMON.unknownThirdPartyApp, COMMON.noPermission, ...SIGNED_IN],
    tenant: 'an app the session tenant installed and the caller may open (app-token.test.ts)',
    summary:
      "A token for a vendor sub-app (never the staff token), for an app the session tenant installed and the caller may open. With settings, for the app's settings page: only for a caller who administers the tenant's apps, and the token's scope adds app.settings.",
  }),
}
