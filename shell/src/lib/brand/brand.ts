import type { SysInfo } from '@hr-portal/api/client/accounts'
import { LOCAL, readJson, SESSION, writeJson } from '../storage'

/**
 * §3 System info of the host's brand (gateway brands/brand-of-host.ts), put into the page by the gateway: the brand's
 * service segments (§7), its systemType for getLoginPermission (§6: weihai asks with 2), and the app codes it hides.
 */
export type Brand = SysInfo

const DEFAULT_BRAND: Brand = {
  id: 0,
  tenantId: null,
  sysCode: 'default',
  themeId: '',
  sysName: '',
  logoUrl: '',
  linkUrl: '',
  segments: [],
  systemType: 1,
  hiddenApps: [],
}
const text = (value: unknown) => (typeof value === 'string' ? value : '')
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v)
/** Only http(s) links, and logos that are same-origin paths or data/https URLs, are used. */
const safeUrl = (value: unknown, data: boolean) => {
  const url = text(value)
  return /^https?:\/\//i.test(url) ||
    (url.startsWith('/') && !url.startsWith('//')) ||
    (data && url.startsWith('data:image/'))
    ? url
    : ''
}

function pageBrand(): Brand {
  if (typeof document === 'undefined') return DEFAULT_BRAND
  const content = document.querySelector('meta[name="hr-portal-brand"]')?.getAttribute('content')
  if (!content) return DEFAULT_BRAND
  try {
    const raw = JSON.parse(content) as unknown
    if (!isObject(raw)) return DEFAULT_BRAND
    return {
      id: typeof raw.id === 'number' ? raw.id : 0,
      tenantId: typeof raw.tenantId === 'number' ? raw.tenantId : null,
      sysCode: text(raw.sysCode) || 'default',
      themeId: text(raw.themeId),
      sysName: text(raw.sysName),
      logoUrl: safeUrl(raw.logoUrl, true),
      linkUrl: safeUrl(raw.linkUrl, false),
      segments: Array.isArray(raw.segments)
        ? raw.segments.filter((s): s is string => typeof s === 'string' && /^[a-z][a-z0-9-]{0,30}$/.test(s))
        : [],
      systemType: typeof raw.systemType === 'number' ? raw.systemType : 1,
      hiddenApps: Array.isArray(raw.hiddenApps)
        ? raw.hiddenApps.filter((s): s is string => typeof s === 'string' && /^[a-z][a-z0-9-]{0,40}$/.test(s))
        : [],
    }
  } catch {
    return DEFAULT_BRAND
  }
}

/** The brand of the host this shell was opened on (§1). */
export const brand: Brand = pageBrand()

/**
 * Stores the brand as `sysInfo` in local and session storage (§3). Opening another brand's host
 * brings that brand's theme; on the same brand the user's own theme choice stays.
 */
function storeBrand() {
  if (typeof localStorage === 'undefined' || typeof sessionStorage === 'undefined') return
  const stored = readJson(localStorage, LOCAL.sysInfo, isObject)
  const sameBrand = stored?.sysCode === brand.sysCode
  const themeId = (sameBrand && text(stored?.themeId)) || brand.themeId || text(stored?.themeId)
  const { segments: _segments, systemType: _systemType, hiddenApps: _hiddenApps, ...info } = brand
  const sysInfo = { ...info, themeId }
  writeJson(localStorage, LOCAL.sysInfo, sysInfo)
  writeJson(sessionStorage, SESSION.sysInfo, sysInfo)
}
storeBrand()

/** The product name to show: the brand's system name, or the shell's own. */
export const brandName = (t: (key: string) => string) => brand.sysName || t('app.name')
