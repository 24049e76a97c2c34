import { formContract, accessContract } from '@hr-portal/api'
import { GatewayError } from '../../core/errors'
import type { Lang } from '../../core/lang'

/** Envelope codes of permissions and custom forms (range 4103xx; the forms' from the contract, api/src/form/codes.ts). */
export const permsCodes = {
  ...formContract.FORM,
  unknownBizType: accessContract.JOYHR.unknownBizType,
  unknownField: accessContract.JOYHR.unknownField,
  roleNotFound: accessContract.JOYHR.roleNotFound,
  userNotFound: accessContract.JOYHR.userNotFound,
} as const

const catalogue = {
  rangeOverlap: { en: 'The range overlaps form "{form}" for {organ}', zh: '适用范围与表单“{form}”在{organ}重复' },
  formNotFound: { en: 'The form does not exist', zh: '表单不存在' },
  duplicateKey: { en: 'Field key {key} is used twice', zh: '字段标识 {key} 重复' },
  builtinKey: { en: 'Field key {key} is a built-in field', zh: '字段标识 {key} 是系统字段' },
  takenKey: { en: 'Field key {key} is used by form "{form}"', zh: '字段标识 {key} 已被表单“{form}”使用' },
  noOptions: { en: 'Field {key} is a select and needs options', zh: '下拉字段 {key} 需要选项' },
  noDictionary: {
    en: 'Field {key} takes its options from dictionary {code}, which does not exist',
    zh: '下拉字段 {key} 的选项来自字典 {code}，该字典不存在',
  },
  required: { en: '{label} is required', zh: '{label}不能为空' },
  notNumber: { en: '{label} must be a number', zh: '{label}必须是数字' },
  notDate: { en: '{label} must be a date (yyyy-mm-dd)', zh: '{label}必须是日期（yyyy-mm-dd）' },
  notOption: { en: '{label} must be one of its options', zh: '{label}必须是可选项之一' },
  tooLong: { en: '{label} is longer than 500 characters', zh: '{label}超过 500 个字符' },
  unknownBizType: { en: 'Unknown business type {id}', zh: '未知的业务类型 {id}' },
  unknownField: { en: 'Unknown field {key}', zh: '未知的字段 {key}' },
  outOfRange: {
    en: 'The staff member does not exist or is outside your data range',
    zh: '人员不存在或不在您的数据范围内',
  },
  fieldNotEditable: { en: 'No field permissions: {label}', zh: '无字段权限：{label}' },
  formNotAssigned: { en: 'The form does not apply to this staff member', zh: '该表单不适用于此人员' },
  roleNotFound: { en: 'Role {id} not found', zh: '角色 {id} 不存在' },
  roleNameBlank: { en: 'The role needs a name', zh: '角色名称不能为空' },
  userNotFound: { en: 'User {id} not found', zh: '用户 {id} 不存在' },
  otherUser: { en: "You don't have permission", zh: '您没有权限' },
} as const

export type PermsTextKey = keyof typeof catalogue

/** A GatewayError with the text `key` in a language ({name} placeholders from vars). */
export function permsError(
  lang: Lang,
  code: number,
  key: PermsTextKey,
  vars: Record<string, string | number> = {},
): GatewayError {
  const textOf = catalogue[key][lang]
  return new GatewayError(
    code,
    textOf.replace(/\{(\w+)\}/g, (_, name: string) => String(vars[name] ?? '')),
  )
}
