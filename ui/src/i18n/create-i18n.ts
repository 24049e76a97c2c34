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
 * The parameter whose number chooses a text's plural form: the first of these the text's parameters hold
 * ('{{count}} results', '{{years}} years with us on the {{day}}', '{{done}} of {{total}} rows').
 */
export const PLURAL_PARAMS = ['count', 'n', 'years', 'months', 'days', 'hours', 'minutes', 'seconds', 'total'] as const

/** The number the plural form follows, among `params`, or undefined. */
export function pluralNumber(params: Record<string, unknown> | undefined): number | undefined {
  for (const name of PLURAL_PARAMS) {
    const value = params?.[name]
    if (typeof value === 'number') return value
  }
  return undefined
}

/**
 * Wraps rosetta: `t(key, params)` in the current language, falling back to zh-CN,
 * and to the key itself so a missing text is visible rather than blank. A text with a plural form of its own for
 * the number (`key_one` beside `key` in English: '1 year with us' against '3 years with us') is chosen by the
 * language's plural rules.
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
      const count = pluralNumber(params)
      if (count !== undefined) {
        const form = pluralRules(language ?? (i18n.locale() as Language)).select(count)
        const plural = form === 'other' ? '' : i18n.t(`${key}_${form}`, params, language)
        if (plural) return plural
      }
      return i18n.t(key, params, language) || i18n.t(key, params, FALLBACK_LANGUAGE) || key
    },
  }
}

export type I18n = ReturnType<typeof createI18n>

const rules = new Map<string, Intl.PluralRules>()
const pluralRules = (language: string): Intl.PluralRules => {
  let found = rules.get(language)
  if (!found) {
    found = new Intl.PluralRules(language)
    rules.set(language, found)
  }
  return found
}
