import { personnelContract } from '@hr-portal/api'
import { GatewayError } from '../../../core/errors'
import type { Lang } from '../../../core/lang'

const CODES = personnelContract.DOCUMENT

const catalogue = {
  typeNotAllowed: {
    en: 'A personal document must be a PDF, JPEG or PNG file of a type in the list',
    zh: '个人证件须为 PDF、JPEG 或 PNG 文件，且类型须在列表中',
  },
  tooLarge: { en: 'The file is larger than {max} MB', zh: '文件超过 {max} MB' },
  fileNotFound: { en: 'The file is not one you uploaded', zh: '该文件不是您上传的文件' },
  notFound: { en: 'The document does not exist', zh: '该证件不存在' },
  badExpiry: { en: 'The expiry date must be a date (yyyy-mm-dd)', zh: '到期日期须为日期（yyyy-mm-dd）' },
} as const

/** A GatewayError with the text `key` in a language ({name} placeholders from vars). */
export function documentError(lang: Lang, key: keyof typeof catalogue, vars: Record<string, string | number> = {}) {
  const text = catalogue[key][lang].replace(/\{(\w+)\}/g, (_, name: string) => String(vars[name] ?? ''))
  return new GatewayError(CODES[key], text)
}
