import { atom } from 'nanostores'
import { createI18n, FALLBACK_LANGUAGE, isLanguage, type Language } from '@hr-portal/ui'
import en from '../../../assets/locales/shell.en.json'
import zhCN from '../../../assets/locales/shell.zh-CN.json'
import codeEn from '../../../assets/locales/signin-code.en.json'
import codeZh from '../../../assets/locales/signin-code.zh-CN.json'
import qrEn from '../../../assets/locales/signin-qr.en.json'
import qrZh from '../../../assets/locales/signin-qr.zh-CN.json'
import messagingEn from '../../../assets/locales/signin-messaging.en.json'
import messagingZh from '../../../assets/locales/signin-messaging.zh-CN.json'
import ssoEn from '../../../assets/locales/signin-sso.en.json'
import ssoZh from '../../../assets/locales/signin-sso.zh-CN.json'
import securityEn from '../../../assets/locales/signin-security.en.json'
import securityZh from '../../../assets/locales/signin-security.zh-CN.json'
import { LOCAL } from '../lib/storage'

// The sign-in and account-security texts live in files of their own (signin-<part>.*.json), one top-level key each.
const i18n = createI18n({
  'zh-CN': { ...zhCN, ...codeZh, ...qrZh, ...messagingZh, ...ssoZh, ...securityZh },
  en: { ...en, ...codeEn, ...qrEn, ...messagingEn, ...ssoEn, ...securityEn },
})

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
