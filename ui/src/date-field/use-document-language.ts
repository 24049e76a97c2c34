import { useSyncExternalStore } from 'react'
import { FALLBACK_LANGUAGE, isLanguage, type Language } from '../i18n/create-i18n'

function subscribe(onChange: () => void) {
  const observer = new MutationObserver(onChange)
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['lang'] })
  return () => observer.disconnect()
}

const snapshot = (): Language => {
  const lang = document.documentElement.lang
  return isLanguage(lang) ? lang : FALLBACK_LANGUAGE
}

/** The page's language as `<html lang>` says it (the SDK keeps it in step with the shell), kept current. */
export function useDocumentLanguage(): Language {
  return useSyncExternalStore(subscribe, snapshot, () => FALLBACK_LANGUAGE)
}
