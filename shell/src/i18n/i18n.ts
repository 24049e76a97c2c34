import { atom } from 'nanostores'
import { createI18n, FALLBACK_LANGUAGE, isLanguage, type Language } from '@hr-portal/ui'
import en from '../../../assets/locales/shell.en.json'
import zhCN from '../../../assets/locales/shell.zh-CN.json'
import { LOCAL } from '../lib/storage'

const i18n = createI18n({ 'zh-CN': zhCN, en })

function storedLanguage(): Language {
  const value = localStorage.getItem(LOCAL.language)
  return isLanguage(value) ? value : FALLBACK_LANGUAGE
}

/** The UI language; stored under `language` (§3), zh-CN by default. */
export const $language = atom<Language>(storedLanguage())
i18n.setLanguage($language.get())

export function setLanguage(language: Language) {
  localStorage.setItem(LOCAL.language, language)
  i18n.setLanguage(language)
  document.documentElement.lang = language
  $language.set(language)
}

export const t = i18n.t
