import { useEffect } from 'react'
import { useStore } from '@nanostores/react'
import { $language, t } from './i18n/i18n'
import { brandName } from './brand/brand'

/** Titles the browser tab `<title key> - <product name>` (the brand's system name when it has one) in the current language. */
export function useDocumentTitle(titleKey: string) {
  const language = useStore($language)
  useEffect(() => {
    document.title = `${t(titleKey)} - ${brandName(t)}`
  }, [titleKey, language])
}
