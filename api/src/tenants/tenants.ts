import { route } from '../route'
import { bool, id, integer, list, objectBody, record, str, text } from '../schema'
import { loginAnswer } from '../accounts/sign-in'
import { loginUser } from '../personnel/people'
import { TUM } from './codes'

const { superLogin: _superLogin, ...userInfo } = loginUser.properties

export const authTenant = record({ id: integer(), name: str(), companyId: integer() })
/** The session opened in the other tenant: §3 login user info with its token and expiry. */
export const switched = record({ ...userInfo, expiresAt: integer() })
export const tenantOf = record({ tenantId: integer(), tenantName: str(), companyId: integer(), companyName: str() })
export const authorizeInfo = record({
  tenantId: integer(),
  tenantName: str(),
  tenantCount: integer(),
  canSwitch: bool(),
})

/** §7 /tum/web/tenant: the tenants a user may work in, moving between them, and ending a sign-in that waited for one. */
export const tenants = {
  listAuthTenants: route({
    method: 'POST',
    path: '/tum/web/tenant/listAuthTenants',
    body: objectBody({}),
    result: list(authTenant),
    errors: [],
    tenant: { none: "the user's own tenants" },
    summary: 'The tenants the signed-in user is authorised for.',
  }),
  switchTenant: route({
    method: 'POST',
    path: '/tum/web/tenant/switchTenant',
    body: objectBody({ tenantId: id() }, ['tenantId']),
    result: switched,
    errors: [TUM.tenantNotAuthorised],
    tenant: { none: 'checked against user_tenant (switch-tenant.test.ts)' },
    summary: 'A new session in another tenant of the user (as long as the old one had left); the old one ends.',
  }),
  preLogin: route({
    method: 'POST',
    path: '/tum/web/tenant/preLogin',
    body: objectBody({ preLoginTicket: text(100, 20), tenantId: id() }, ['preLoginTicket']),
    result: loginAnswer,
    errors: [TUM.tenantRequired, TUM.preLoginExpired, TUM.tenantNotAuthorised, TUM.companyDisabled, TUM.accountLeft],
    tenant: { none: 'signs in; the tenant is checked against user_tenant (pre-login.test.ts)' },
    summary: 'Ends a sign-in that waited for the tenant pick: the single-use ticket and the chosen tenant.',
  }),
  getTenantById: route({
    method: 'POST',
    path: '/tum/web/tenant/getTenantById',
    body: objectBody({ tenantId: id() }, ['tenantId']),
    result: tenantOf,
    errors: [TUM.tenantNotAuthorised],
    tenant: { none: "only the user's own tenants (pre-login.test.ts)" },
    summary: 'One tenant the signed-in user is authorised for, with its company.',
    noScreen:
      "For the mobile app and vendor apps; the portal learns the session's tenant and the user's tenants as it signs in.",
  }),
  singleAuthorizeInfo: route({
    method: 'POST',
    path: '/tum/web/tenant/singleAuthorizeInfo',
    body: objectBody({}),
    result: authorizeInfo,
    errors: [],
    tenant: { none: "the caller's own session" },
    summary: "The session's tenant, how many tenants the user has, whether they may switch.",
    noScreen: 'For the mobile app and vendor apps; the portal learns the same as it signs in.',
  }),
  checkHTUserAuthorizationModule: route({
    method: 'POST',
    path: '/tum/web/tenant/checkHTUserAuthorizationModule',
    body: objectBody({}),
    result: bool(),
    errors: [],
    tenant: {
      none: "the caller's own session: the tour shop installed in the session tenant (tour-shop-check.test.ts)",
    },
    summary:
      'Whether the user passes the tour-shop authorisation check (§2): the tour shop is installed and switched on in the session tenant and one of the roles it was opened to at install is theirs (every role for a super user). The shell removes its menu otherwise.',
  }),
}
