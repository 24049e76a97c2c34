import rosetta from 'rosetta'

export type Language = 'zh-CN' | 'en'
export const LANGUAGES: readonly Language[] = ['zh-CN', 'en']
/** §1: Chinese is the fallback and the default. */
export const FALLBACK_LANGUAGE: Language = 'zh-CN'

export function isLanguage(value: unknown): value is Language {
  return value === 'zh-CN' || value === 'en'
}

export type Catalogue = Record<string, unknown>

/**
 * Wraps rosetta: `t(key, params)` in the current language, falling back to zh-CN,
 * and to the key itself so a missing text is visible rather than blank.
 */
export function createI18n(catalogues: Record<Language, Catalogue>) {
  const i18n = rosetta<Catalogue>(catalogues)
  i18n.locale(FALLBACK_LANGUAGE)
  return {
    setLanguage(language: Language) {
      i18n.locale(language)
    },
    /** Merges more texts in (a part loaded on demand brings its own). */
    add(more: Record<Language, Catalogue>) {
      for (const language of LANGUAGES) i18n.set(language, more[language])
    },
    t(key: string, params?: Record<string, unknown>, language?: Language): string {
      return i18n.t(key, params, language) || i18n.t(key, params, FALLBACK_LANGUAGE) || key
    },
  }
}

export type I18n = ReturnType<typeof createI18n>
