import { atom } from 'nanostores'
import '../brand/brand' // stores the host's brand (sysInfo, with its theme) before the theme is read
import { LOCAL, readJson, writeJson } from '../lib/storage'

export type Theme = 'blue' | 'orange'
export const THEMES: readonly Theme[] = ['blue', 'orange']

type SysInfo = Record<string, unknown> & { themeId?: unknown }
const isObject = (v: unknown): v is SysInfo => typeof v === 'object' && v !== null && !Array.isArray(v)

function storedTheme(): Theme {
  const themeId = readJson(localStorage, LOCAL.sysInfo, isObject)?.themeId
  return themeId === 'orange' ? 'orange' : 'blue'
}

/** The colour theme; kept as `themeId` inside the stored `sysInfo` (§3). */
export const $theme = atom<Theme>(storedTheme())
document.documentElement.dataset.theme = $theme.get()

export function setTheme(theme: Theme) {
  const sysInfo = readJson(localStorage, LOCAL.sysInfo, isObject) ?? {}
  writeJson(localStorage, LOCAL.sysInfo, { ...sysInfo, themeId: theme })
  document.documentElement.dataset.theme = theme
  $theme.set(theme)
}
