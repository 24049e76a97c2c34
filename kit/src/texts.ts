import { createI18n, type Catalogue, type Language } from '@hr-portal/ui'

/** An app's texts in both languages (its `assets/locales/<app>.*.json`, merged). */
export type Texts = Record<Language, Catalogue>

/** The app's texts, following the shell's language once `connect` ran; `useT` reads them in components. */
export const i18n = createI18n({ 'zh-CN': {}, en: {} })
