import type { Env } from '@hr-portal/bridge'
import { useEnv } from '@hr-portal/bridge/react'
import en from '../../assets/locales/template.en.json'
import zhCN from '../../assets/locales/template.zh-CN.json'

type Language = Env['language']
const catalogues: Record<Language, Record<string, string>> = { 'zh-CN': zhCN, en }

export type Translate = (key: string, params?: Record<string, string | number>) => string

/** The text of `key` in `language` (falling back to Chinese, then the key), with `{{name}}` filled in. */
export function translate(language: Language, key: string, params: Record<string, string | number> = {}): string {
  const text = catalogues[language]?.[key] ?? catalogues['zh-CN'][key] ?? key
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? ''))
}

/** `t` in the shell's current language; re-renders when it changes. */
export function useT(): Translate {
  const { language } = useEnv()
  return (key, params) => translate(language, key, params)
}
