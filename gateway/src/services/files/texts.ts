import { filesContract } from '@hr-portal/api'
import { GatewayError } from '../../core/errors'
import type { Lang } from '../../core/lang'

/** Envelope codes of the file centre, the contract's. */
export const fileCodes = filesContract.FILES

const catalogue = {
  incorrectFormat: { en: 'Incorrect format', zh: '格式不正确' },
  emptyFile: { en: 'The file is empty (0 KB)', zh: '文件为空（0 KB）' },
  tooLarge: { en: 'The file is larger than {0} MB', zh: '文件超过 {0} MB' },
  badLink: { en: 'This file link is not valid', zh: '文件链接无效' },
  linkExpired: { en: 'This file link has expired', zh: '文件链接已过期' },
  fileNotFound: { en: 'No such file', zh: '文件不存在' },
  taskNotFound: { en: 'No such import task', zh: '导入任务不存在' },
  tooManyFiles: {
    en: 'You have reached the limit of {0} files, please delete some first',
    zh: '文件数量已达上限 {0} 个，请先删除部分文件',
  },
  noFile: { en: 'Please choose a file', zh: '请选择文件' },
  badPreview: { en: 'This preview link is not valid', zh: '预览链接无效' },
  previewExpired: {
    en: 'This preview link has expired, please open the preview again',
    zh: '预览链接已过期，请重新打开预览',
  },
  noFont: {
    en: 'The PDF cannot be made: the server has no Chinese font',
    zh: '无法生成 PDF：服务器缺少中文字体',
  },
} as const

export type FileText = keyof typeof catalogue

/** A text of the file centre in a language, `{0}` filled in. */
export function sayFile(lang: Lang, key: FileText, arg?: string | number): string {
  return catalogue[key][lang].replace('{0}', String(arg ?? ''))
}

/** The GatewayError of a file centre text (the code of the same name). */
export const fileError = (lang: Lang, key: FileText & keyof typeof fileCodes, arg?: string | number): GatewayError =>
  new GatewayError(fileCodes[key], sayFile(lang, key, arg))
