import { useCatalogue } from '@hr-portal/bridge/react'
import { i18n } from './texts'

/** The app's texts in the shell's language (re-renders when it changes): `t('runs.title', { month })`. */
export const useT = () => useCatalogue(i18n)
export { useLanguage } from '@hr-portal/bridge/react'
