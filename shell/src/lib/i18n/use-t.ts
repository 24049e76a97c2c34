import { useStore } from '@nanostores/react'
import { $language, t } from './i18n'

/** Re-renders on a language switch and returns the translator. */
export function useT() {
  useStore($language)
  return t
}
