import { atom } from 'nanostores'
// The brand module stores the host's brand (sysInfo, with its theme) when it is evaluated. A binding of it is used
// below, not a bare import: the bundler's code splitting keeps the order of modules it takes bindings from, not of
// bare imports, so the brand is stored before the theme is read.
import { brand } from '../brand/brand'
import { LOCAL, readJson, writeJson } from '../storage'

export type Theme = 'blue' | 'orange'
export const THEMES: readonly Theme[] = ['blue', 'orange']

type SysInfo = Record<string, unknown> & { themeId?: unknown }
const isObject = (v: unknown): v is SysInfo => typeof v === 'object' && v !== null && !Array.isArray(v)

function storedTheme(): Theme {
  // Storage the browser refuses (the brand could not be stored): the brand's own theme.
  const themeId = readJson(localStorage, LOCAL.sysInfo, isObject)?.themeId ?? brand.themeId
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
