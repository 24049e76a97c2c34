import { useEffect } from 'react'
import { useStore } from '@nanostores/react'
import { $language, t } from '../i18n/i18n'

/** Titles the browser tab `<title key> - <product name>` in the current language. */
export function useDocumentTitle(titleKey: string) {
  const language = useStore($language)
  useEffect(() => {
    document.title = `${t(titleKey)} - ${t('app.name')}`
  }, [titleKey, language])
}
