import type { Env } from './contract/index.js'

type Language = Env['language']

/** A flat catalogue: `{ "error.token": "…{{name}}…" }`. */
export type Catalogue = Record<string, string>

/** `t(key, params)` in one language. */
export type Translate = (key: string, params?: Record<string, string | number>) => string

/** `translate(language, key, params)` over the app's catalogues. */
export type Translator = (language: Language, key: string, params?: Record<string, string | number>) => string

/** The parameters whose number chooses a plural form, the first present deciding (as the portal's own texts). */
const PLURAL_PARAMS = ['count', 'n', 'years', 'months', 'days', 'hours', 'minutes', 'seconds', 'total']

/** The language's plural form for the text's number ('one' for 1 in English), or '' for the plain text. */
function pluralForm(language: string, params: Record<string, string | number>): string {
  const count = PLURAL_PARAMS.map((name) => params[name]).find((value) => typeof value === 'number')
  if (count === undefined) return ''
  const form = new Intl.PluralRules(language).select(count as number)
  return form === 'other' ? '' : form
}

/**
 * The text of `key` in `language` (falling back to Chinese, then to the key, so a missing text
 * is visible rather than blank), with `{{name}}` filled in; a text's own form for its number (`key_one` beside `key`,
 * chosen by the language's plural rules from `count`, `n`, `years`, … `total`) when it has one.
 * @example
 * const translate = createTranslator({ 'zh-CN': zhCN, en })
 * translate('en', 'error', { msg: 'boom' }) // 'Failed to load: boom'
 */
export function createTranslator(catalogues: Record<Language, Catalogue>): Translator {
  return (language, key, params = {}) => {
    const form = pluralForm(language, params)
    const text =
      (form && catalogues[language]?.[`${key}_${form}`]) ||
      (catalogues[language]?.[key] ?? catalogues['zh-CN'][key] ?? key)
    return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? ''))
  }
}
