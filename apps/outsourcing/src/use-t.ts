import { useEnv } from '@hr-portal/bridge/react'
import { isLanguage, type Language } from '@hr-portal/ui'
import { i18n } from './i18n'

export function useT() {
  useEnv()
  return i18n.t
}

/** The shell's language, for the UI kit's label sets. */
export function useLanguage(): Language {
  const { language } = useEnv()
  return isLanguage(language) ? language : 'zh-CN'
}
