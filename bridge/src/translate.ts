import type { Env } from './contract'

type Language = Env['language']

/** A flat catalogue: `{ "error.token": "…{{name}}…" }`. */
export type Catalogue = Record<string, string>

/** `t(key, params)` in one language. */
export type Translate = (key: string, params?: Record<string, string | number>) => string

/** `translate(language, key, params)` over the app's catalogues. */
export type Translator = (language: Language, key: string, params?: Record<string, string | number>) => string

/**
 * The text of `key` in `language` (falling back to Chinese, then to the key, so a missing text
 * is visible rather than blank), with `{{name}}` filled in.
 * @example
 * const translate = createTranslator({ 'zh-CN': zhCN, en })
 * translate('en', 'error', { msg: 'boom' }) // 'Failed to load: boom'
 */
export function createTranslator(catalogues: Record<Language, Catalogue>): Translator {
  return (language, key, params = {}) => {
    const text = catalogues[language]?.[key] ?? catalogues['zh-CN'][key] ?? key
    return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? ''))
  }
}
