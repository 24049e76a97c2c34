import { GatewayError } from '../../core/errors'
import type { Lang } from '../../core/lang'

/** Envelope codes of master data (range 412101–412149). */
export const masterdataCodes = {
  dictionaryNotFound: 412101,
  valueNotFound: 412102,
  badCode: 412103,
  codeTaken: 412104,
  badName: 412105,
  tooMany: 412106,
  atEdge: 412107,
} as const

const catalogue = {
  dictionaryNotFound: { en: 'The dictionary {code} does not exist', zh: '字典 {code} 不存在' },
  valueNotFound: { en: 'The value {code} does not exist in this dictionary', zh: '该字典中没有编码为 {code} 的值' },
  badCode: { en: 'A code is 1 to 40 letters, digits, _ or -', zh: '编码须为 1 到 40 个字母、数字、_ 或 -' },
  codeTaken: { en: 'The code {code} is already used', zh: '编码 {code} 已被使用' },
  badName: { en: 'Give a name in Chinese or English (up to 50 characters each)', zh: '请填写中文或英文名称（各最多 50 个字符）' },
  tooMany: { en: 'At most {max} are allowed', zh: '最多 {max} 个' },
  atEdge: { en: 'The value is already first or last', zh: '该值已在最前或最后' },
} as const

export type MasterdataErrorKey = keyof typeof catalogue

const fill = (text: string, vars: Record<string, string | number>) => text.replace(/\{(\w+)\}/g, (_, name: string) => String(vars[name] ?? ''))

/** The error `key` in `lang`, with `{name}` placeholders filled. */
export const masterdataError = (lang: Lang, key: MasterdataErrorKey, vars: Record<string, string | number> = {}): GatewayError =>
  new GatewayError(masterdataCodes[key], fill(catalogue[key][lang], vars))
