import { atom } from 'nanostores'
import { createI18n, FALLBACK_LANGUAGE, isLanguage, type Language } from '@hr-portal/ui/light'
import zhCN from '../../../../assets/locales/shell.zh-CN.json'
import { LOCAL } from '../storage'

// zh-CN is the default language and every text's fallback, so it is always there; English loads
// on demand (before the first render when it is the stored language), keeping the login route light.
const i18n = createI18n({ 'zh-CN': zhCN, en: {} })
const loaded = new Set<Language>(['zh-CN'])

/** Makes sure a language's texts are there (main.tsx awaits the stored one before rendering). */
export async function loadLanguage(language: Language): Promise<void> {
  if (loaded.has(language)) return
  const { default: en } = await import('../../../../assets/locales/shell.en.json')
  i18n.add({ 'zh-CN': {}, en })
  loaded.add(language)
}

function storedLanguage(): Language {
  const value = localStorage.getItem(LOCAL.language)
  return isLanguage(value) ? value : FALLBACK_LANGUAGE
}

/** The UI language; stored under `language` (§3), zh-CN by default. */
export const $language = atom<Language>(storedLanguage())
i18n.setLanguage($language.get())

/** Stores the chosen UI language at once (a reload keeps it) and switches once its texts are loaded. */
export async function setLanguage(language: Language): Promise<void> {
  localStorage.setItem(LOCAL.language, language)
  await loadLanguage(language)
  i18n.setLanguage(language)
  document.documentElement.lang = language
  $language.set(language)
}

/**
 * Shows `language` without storing it: a public page (the careers page) follows the browser's language until the
 * visitor picks one with the switch.
 */
export async function showLanguage(language: Language): Promise<void> {
  await loadLanguage(language)
  i18n.setLanguage(language)
  document.documentElement.lang = language
  $language.set(language)
}

/** Whether the user has chosen a language on this browser (else the default applies). */
export const languageChosen = (): boolean => isLanguage(localStorage.getItem(LOCAL.language))

export const t = i18n.t

/** Adds the texts of a part loaded on demand (see login/signin-texts.ts). */
export const addTexts = i18n.add
