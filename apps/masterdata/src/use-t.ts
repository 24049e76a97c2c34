import { useCatalogue } from '@hr-portal/bridge/react'
import { i18n } from './i18n'

/** The app's texts in the shell's language (re-renders when it changes); useLanguage: the language itself. */
export const useT = () => useCatalogue(i18n)
export { useLanguage } from '@hr-portal/bridge/react'
