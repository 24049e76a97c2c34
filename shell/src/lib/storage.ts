// Browser storage, with exactly the keys of spec §3. Nothing else is written.

/** localStorage keys (§3). */
export const LOCAL = {
  token: 't',
  renterId: 'renterId',
  renterList: 'renterList',
  userinfo: 'userinfo',
  permission: 'permission',
  permissionList: 'permissionList',
  allPermissionStatus: 'allPermissionStatus',
  biReportIframeUrl: 'biReportIframeUrl',
  language: 'language',
  permissionMap: 'permissionMap',
  sysInfo: 'sysInfo',
} as const

/** sessionStorage keys (§3). */
export const SESSION = {
  sysInfo: 'sysInfo',
  biUserInfo: 'bi-userInfo',
  biToken: 'bi-token',
  appRouteTabs: 'appRouteTabs',
  appNavs: 'appNavs',
} as const

/** Keys that belong to a signed-in session and go at sign-out; language and sysInfo stay. */
const SESSION_LOCAL_KEYS = [
  LOCAL.token,
  LOCAL.renterId,
  LOCAL.renterList,
  LOCAL.userinfo,
  LOCAL.permission,
  LOCAL.permissionList,
  LOCAL.allPermissionStatus,
  LOCAL.biReportIframeUrl,
  LOCAL.permissionMap,
]

/** Parses stored JSON; anything unreadable or of the wrong shape counts as absent. */
export function readJson<T>(storage: Storage, key: string, isValid: (v: unknown) => v is T): T | null {
  try {
    const raw = storage.getItem(key)
    if (raw === null) return null
    const value: unknown = JSON.parse(raw)
    return isValid(value) ? value : null
  } catch {
    return null
  }
}

export function writeJson(storage: Storage, key: string, value: unknown) {
  storage.setItem(key, JSON.stringify(value))
}

export function getToken(): string | null {
  return localStorage.getItem(LOCAL.token)
}

/** Clears every stored piece of the signed-in session (§4: logout, 401001). */
export function clearSessionStorage() {
  for (const key of SESSION_LOCAL_KEYS) localStorage.removeItem(key)
  for (const key of Object.values(SESSION)) if (key !== SESSION.sysInfo) sessionStorage.removeItem(key)
}
