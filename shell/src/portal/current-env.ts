import type { EnvInfo } from '@hr-portal/bridge'
import { $language } from '../lib/i18n/i18n'
import { LOCAL, readJson } from '../lib/storage'
import { $session } from '../session/session-store'
import { $theme } from '../lib/theme/theme'
import { themeVars } from './services/theme-vars'
import { $watermark } from './watermark/watermark-store'

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v)
const text = (v: unknown) => (typeof v === 'string' ? v : '')

/** The env an app gets; the watermark's text (the user's name) goes to first-party apps only. */
export function currentEnv(party: 'first' | 'third' = 'third'): EnvInfo {
  const user = $session.get().user
  const sysInfo = readJson(localStorage, LOCAL.sysInfo, isObject) ?? {}
  return {
    language: $language.get(),
    theme: $theme.get(),
    tenant: user ? { id: user.tenantId, name: user.tenantName ?? '' } : null,
    themeVars: themeVars(),
    system: { sysName: text(sysInfo.sysName), logoUrl: text(sysInfo.logoUrl), linkUrl: text(sysInfo.linkUrl) },
    watermark: party === 'first' ? $watermark.get() : null,
  }
}
