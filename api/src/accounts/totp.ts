import { route } from '../route'
import { bool, flag, id, integer, list, nullable, objectBody, record, str, text, Type } from '../schema'
import { COMMON, FUNCTION_GUARDED, SIGNED_IN, TOTP } from './codes'

const OWN = "the caller's own authenticator"
const codeBody = objectBody({ code: text(20, 1) }, ['code'])
const recoveryCodes = record({ recoveryCodes: list(str()) })
const CHECK_ERRORS = [TOTP.wrongCode, TOTP.locked, TOTP.badState]

export const totpStatus = record({
  enabled: bool(),
  enabledAt: nullable(integer()),
  recoveryCodesLeft: integer(),
  required: bool(),
  issuer: str(),
})
export const totpStart = record({ secret: str(), otpauthUri: str(), issuer: str(), account: str() })
export const totpPolicy = record({ admins: bool(), roleIds: list(integer()) })
export const totpPolicyPage = record({
  admins: bool(),
  roleIds: list(integer()),
  roles: list(record({ id: integer(), name: str() })),
})
export const totpResetState = record({ account: nullable(str()), enabled: bool(), refusal: nullable(str()) })

/**
 * The user's own authenticator (two-step verification): state, set-up (a new secret shown once, confirmed by a first
 * code, then ten recovery codes shown once), turning it off and new recovery codes.
 */
export const totp = {
  status: route({
    method: 'POST',
    path: '/uac/account/totp/status',
    body: objectBody({}),
    result: totpStatus,
    errors: [],
    tenant: `${OWN}, and whether the session tenant requires it (totp-policy.test.ts)`,
    summary: "The caller's authenticator: on or not, recovery codes left, required or not.",
  }),
  start: route({
    method: 'POST',
    path: '/uac/account/totp/start',
    body: objectBody({}),
    result: totpStart,
    errors: [TOTP.badState],
    tenant: OWN,
    summary: 'A new secret for the set-up, shown once (as text and as an otpauth URI for a QR code).',
  }),
  confirm: route({
    method: 'POST',
    path: '/uac/account/totp/confirm',
    body: codeBody,
    result: recoveryCodes,
    errors: CHECK_ERRORS,
    tenant: OWN,
    summary: 'Turns the authenticator on with a first code; answers ten recovery codes, shown once.',
  }),
  disable: route({
    method: 'POST',
    path: '/uac/account/totp/disable',
    body: objectBody({ code: text(20), password: text(200) }),
    result: Type.Null(),
    errors: [...CHECK_ERRORS, COMMON.badInput, COMMON.wrongOldPassword, COMMON.tooManyLogins, ...SIGNED_IN],
    tenant: OWN,
    summary:
      'Turns it off, confirmed by a current code, a recovery code or the login password (not when the tenant requires it); the owner gets a notice.',
  }),
  recoveryCodes: route({
    method: 'POST',
    path: '/uac/account/totp/recoveryCodes',
    body: codeBody,
    result: recoveryCodes,
    errors: [...CHECK_ERRORS, ...SIGNED_IN],
    tenant: "the caller's own recovery codes",
    summary: 'Ten new recovery codes (the old ones stop working), confirmed by a current code.',
  }),
}

/** The tenant's authenticator requirement, on Company settings (function 1004). */
export const totpPolicies = {
  get: route({
    method: 'POST',
    path: '/uac/web/totpPolicy/get',
    body: objectBody({}),
    result: totpPolicyPage,
    errors: [...FUNCTION_GUARDED],
    tenant: "the session tenant's policy and roles (totp-policy.test.ts)",
    summary: "The requirement (administrators, roles) and the tenant's roles to pick from.",
  }),
  save: route({
    method: 'POST',
    path: '/uac/web/totpPolicy/save',
    body: objectBody({ admins: flag(), roleIds: Type.Array(id(), { maxItems: 500, uniqueItems: true }) }, [
      'admins',
      'roleIds',
    ]),
    result: totpPolicy,
    errors: [COMMON.roleNotFound, ...FUNCTION_GUARDED],
    tenant: "the session tenant's policy; roles of other tenants are refused (totp-policy.test.ts)",
    summary: 'Requires an authenticator of administrators and of the roles listed.',
  }),
}

/** An administrator's reset of a staff member's authenticator (button 100205 of the staff list). */
export const totpResets = {
  status: route({
    method: 'POST',
    path: '/uac/web/totpReset/status',
    body: objectBody({ staffId: id() }, ['staffId']),
    result: totpResetState,
    errors: [...FUNCTION_GUARDED, COMMON.userNotFound],
    tenant: 'staff and account of the session tenant (totp-reset.test.ts)',
    summary: "The staff member's account, whether its authenticator is on, and why a reset is refused.",
  }),
  reset: route({
    method: 'POST',
    path: '/uac/web/totpReset/reset',
    body: objectBody({ staffId: id() }, ['staffId']),
    result: record({ account: str() }),
    errors: [COMMON.userNotFound, COMMON.badInput, COMMON.noPermission, TOTP.badState, ...FUNCTION_GUARDED],
    tenant: 'staff and account of the session tenant (totp-reset.test.ts)',
    summary: 'Turns the authenticator off, for a user who lost the phone and the recovery codes.',
  }),
}
