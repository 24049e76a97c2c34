import { route } from '../route'
import { bool, dict, integer, list, loose, nullable, objectBody, record, str, Type } from '../schema'
import { SIGNED_IN } from './codes'

const OWN = "the caller's own session"

export const tokenInfo = record({ loginCorpId: integer(), loginUserId: integer(), mobile: str(), token: str() })
export const permissionButton = record({ functionId: str(), authFlag: integer(), menuId: integer() })
/** §3 the caller's permission set: granted buttons, each menu's buttons with their auth flags, granted menus. */
export const permissionData = record({
  btns: list(permissionButton),
  /** Menu functionId → its granted buttons' functionId → auth flag. */
  permissionMap: dict(dict(integer())),
  menus: list(record({ functionId: str() })),
  isSuper: bool(),
  /** Always empty: kept for §3 callers. */
  commonFunctions: list(str()),
})
/** §3 System info of the host's brand, as the shell stores it (`sysInfo`). */
export const sysInfo = record({
  id: integer(),
  tenantId: nullable(integer()),
  sysCode: str(),
  themeId: str(),
  sysName: str(),
  logoUrl: str(),
  linkUrl: str(),
  /** The two brand-specific service segments of §7 for this brand (may be empty). */
  segments: list(str()),
  /** getLoginPermission's systemType for this brand (weihai: 2). */
  systemType: integer(),
  /** The app codes this brand hides. */
  hiddenApps: list(str()),
})

/** The signed-in session: its token, keep-alive, the shell page's cookie, and the brand of the host. */
export const session = {
  tokenInfo: route({
    method: 'POST',
    path: '/uac/web/getTokenInfo',
    body: objectBody({}),
    data: tokenInfo,
    errors: [],
    tenant: { none: "the caller's own token" },
    summary: "§7 the session's tenant, user, phone and token (in `data`).",
  }),
  keepAlive: route({
    method: 'POST',
    path: '/uac/web/session/keepAlive',
    body: objectBody({}),
    result: record({ idleMinutes: integer() }),
    errors: [...SIGNED_IN],
    tenant: { none: "the caller's own session; answers its tenant's inactivity timeout" },
    summary: "The shell's user is active: the session counts as used now; answers the tenant's inactivity timeout.",
  }),
  pageCookie: route({
    method: 'POST',
    path: '/uac/web/pageCookie',
    body: objectBody({}),
    result: Type.Null(),
    errors: [...SIGNED_IN],
    tenant: { none: "sets the shell page's cookie of the caller's own session; no rows" },
    summary: "Sets the shell page's cookie of this session (before the shell reloads to frame an installed app).",
  }),
  sysInfo: route({
    method: 'GET',
    path: '/uac/sysInfo',
    result: sysInfo,
    errors: [],
    tenant: { none: "the host's brand, global (brand-of-host.test.ts)" },
    summary: '§3 the system info of the brand of the host the shell was opened on (public: the login page shows it).',
    noScreen:
      "For the mobile app and other clients; the gateway writes the brand into the shell's page, so the shell asks nothing.",
  }),
  jwks: route({
    method: 'GET',
    path: '/.well-known/jwks.json',
    file: true,
    errors: [],
    tenant: { none: 'public signing keys' },
    summary: "The public keys that check vendor sub-apps' tokens: a JSON Web Key Set as it is (no envelope).",
  }),
}

/** The caller's permission set and the permission-change mark (§4 session machine). */
export const permissions = {
  loginPermission: route({
    method: 'POST',
    path: '/uac/web/permission/getLoginPermission',
    body: objectBody({ systemType: loose(10) }),
    result: record({ permissionData }),
    errors: [...SIGNED_IN],
    tenant: "the session tenant's grants and installed apps (access.test.ts)",
    summary:
      "§3 the caller's granted menus and buttons (with auth flags), without the apps the system type's or host's brand hides.",
  }),
  hasMark: route({
    method: 'POST',
    path: '/uac/web/permission/hasPermissionMark',
    body: objectBody({ appMark: loose(100) }),
    result: bool(),
    errors: [...SIGNED_IN],
    tenant: { none: OWN },
    summary: "Whether the user's permissions changed since the session cleared the mark, or its portal must reload.",
  }),
  clearMark: route({
    method: 'POST',
    path: '/uac/web/permission/clearPermissionMark',
    body: objectBody({ appMark: loose(100) }),
    result: Type.Null(),
    errors: [...SIGNED_IN],
    tenant: { none: OWN },
    summary: "Marks the user's current permissions seen by this session.",
  }),
  clearNeedRefresh: route({
    method: 'POST',
    path: '/uac/web/permission/clearNeedRefresh',
    body: objectBody({}),
    result: Type.Null(),
    errors: [...SIGNED_IN],
    tenant: { none: OWN },
    summary: 'The page reloaded for the permission-change prompt has loaded afresh: clears need-refresh (idempotent).',
  }),
}
