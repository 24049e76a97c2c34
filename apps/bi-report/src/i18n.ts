import type { Env } from '@hr-portal/bridge'
import en from '../../../assets/locales/bi.en.json'
import zhCN from '../../../assets/locales/bi.zh-CN.json'

type Language = Env['language']
const catalogues: Record<Language, Record<string, string>> = { 'zh-CN': zhCN, en }

/** The text of `key` in `language` (falling back to Chinese, then the key), with `{{name}}` filled in. */
export function translate(language: Language, key: string, params: Record<string, string | number> = {}): string {
  const text = catalogues[language]?.[key] ?? catalogues['zh-CN'][key] ?? key
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? ''))
}

export type Translate = (key: string, params?: Record<string, string | number>) => string
