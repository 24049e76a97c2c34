import { accessContract } from '@hr-portal/api'
import { GatewayError } from '../../../core/errors'
import type { Lang } from '../../../core/lang'

const { JOYHR } = accessContract

/** Envelope codes of saved query schemes and batch modify (range 410501–410549), the contract's. */
export const schemeCodes = {
  schemeNotFound: JOYHR.schemeNotFound,
  duplicateName: JOYHR.duplicateName,
  fieldNotEditable: JOYHR.fieldNotEditable,
  badValue: JOYHR.badValue,
  tooManySchemes: JOYHR.tooManySchemes,
  tenantSchemesFull: JOYHR.tenantSchemesFull,
} as const

const catalogue = {
  schemeNotFound: { en: 'The query scheme does not exist', zh: '查询方案不存在' },
  duplicateName: { en: 'You already have a query scheme named "{name}"', zh: '已存在名为“{name}”的查询方案' },
  fieldNotEditable: { en: 'The field "{field}" cannot be batch modified by you', zh: '您无权批量修改字段“{field}”' },
  badValue: { en: 'The value is not valid for "{field}"', zh: '字段“{field}”的值无效' },
  tooManySchemes: {
    en: 'You can keep at most {max} query schemes, please delete one first',
    zh: '最多可保存 {max} 个查询方案，请先删除不用的方案',
  },
  tenantSchemesFull: {
    en: 'Your organisation keeps the most query schemes it may ({max}), please ask colleagues to delete unused ones',
    zh: '本租户的查询方案已达上限（{max} 个），请联系同事删除不用的方案',
  },
} as const

/** A GatewayError in a language ({name} placeholders from vars). */
export function schemeError(
  lang: Lang,
  key: keyof typeof catalogue,
  vars: Record<string, string | number> = {},
): GatewayError {
  const text = catalogue[key][lang].replace(/\{(\w+)\}/g, (_, name: string) => String(vars[name] ?? ''))
  return new GatewayError(schemeCodes[key], text)
}
