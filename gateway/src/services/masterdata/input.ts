import type { Lang } from '../../core/lang'
import { masterdataError } from './texts'

/** Codes of dictionaries and values: letters, digits, _ and -. */
export const CODE = /^[A-Za-z0-9_-]{1,40}$/
export const NAME_MAX = 50
/** Values per dictionary and dictionaries an administrator may add per tenant. */
export const MAX_VALUES = 500
export const MAX_CUSTOM = 100

/** The code, checked; throws badCode. */
export function checkedCode(lang: Lang, raw: string): string {
  const code = raw.trim()
  if (!CODE.test(code)) throw masterdataError(lang, 'badCode')
  return code
}

/** Both names trimmed; one may be empty (shown in the other language), not both; each up to 50 characters. */
export function checkedNames(lang: Lang, zh: string, en: string): { name_zh: string; name_en: string } {
  const name_zh = zh.trim()
  const name_en = en.trim()
  if ((!name_zh && !name_en) || name_zh.length > NAME_MAX || name_en.length > NAME_MAX)
    throw masterdataError(lang, 'badName')
  return { name_zh, name_en }
}
