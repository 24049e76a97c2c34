import { localizeValidation } from '@hr-portal/bridge'
import { $language } from '../lib/i18n/i18n'
import { useAfterPageReady } from '../lib/use-after-page-ready'

/** The browser's texts for a failed form constraint in the portal's own pages follow the portal's language. */
export function useValidationTexts() {
  useAfterPageReady(() => localizeValidation(document, () => $language.get()), [])
}
