import { personnelContract } from '@hr-portal/api'
import { GatewayError } from '../../../core/errors'
import type { Lang } from '../../../core/lang'

/** Envelope codes of organisation editing, post categories, posts and positions (range 4104xx). */
export const orgCodes = personnelContract.ORG

const catalogue = {
  organNotFound: { en: 'The organisation unit does not exist', zh: '组织不存在', code: orgCodes.notFound },
  parentNotFound: { en: 'The parent unit does not exist', zh: '上级组织不存在', code: orgCodes.notFound },
  zhileiNotFound: { en: 'The post category does not exist', zh: '职类不存在', code: orgCodes.notFound },
  zhiweiNotFound: { en: 'The post does not exist', zh: '职位不存在', code: orgCodes.notFound },
  gangweiNotFound: { en: 'The position does not exist', zh: '岗位不存在', code: orgCodes.notFound },
  moveUnderItself: {
    en: '"{name}" cannot be moved under itself or one of its own sub-units',
    zh: '不能将“{name}”移动到其自身或其下级组织之下',
    code: orgCodes.moveCycle,
  },
  hasChildren: {
    en: '"{name}" cannot be deleted: it has {n} sub-unit(s)',
    zh: '无法删除“{name}”：其下还有 {n} 个下级组织',
    code: orgCodes.organInUse,
  },
  hasStaff: {
    en: '"{name}" cannot be deleted: {n} staff member(s) belong to it',
    zh: '无法删除“{name}”：其下还有 {n} 名人员',
    code: orgCodes.organInUse,
  },
  hasPositions: {
    en: '"{name}" cannot be deleted: {n} position(s) belong to it',
    zh: '无法删除“{name}”：其下还有 {n} 个岗位',
    code: orgCodes.organInUse,
  },
  rootFixed: {
    en: 'The top unit of the company cannot be moved or deleted',
    zh: '企业的顶级组织不能移动或删除',
    code: orgCodes.rootFixed,
  },
  siblingTaken: {
    en: 'A unit named "{name}" exists already under the same parent',
    zh: '同一上级下已有名为“{name}”的组织',
    code: orgCodes.nameTaken,
  },
  zhileiTaken: {
    en: 'A post category named "{name}" exists already',
    zh: '已有名为“{name}”的职类',
    code: orgCodes.nameTaken,
  },
  zhiweiTaken: {
    en: 'A post named "{name}" exists already in this category',
    zh: '该职类下已有名为“{name}”的职位',
    code: orgCodes.nameTaken,
  },
  gangweiTaken: {
    en: 'A position named "{name}" exists already in this unit',
    zh: '该组织下已有名为“{name}”的岗位',
    code: orgCodes.nameTaken,
  },
  zhileiInUse: {
    en: '"{name}" cannot be deleted: it has {n} post(s)',
    zh: '无法删除“{name}”：其下还有 {n} 个职位',
    code: orgCodes.inUse,
  },
  zhiweiInUse: {
    en: '"{name}" cannot be deleted: {n} position(s) or staff member(s) use it',
    zh: '无法删除“{name}”：仍有 {n} 个岗位或人员在使用',
    code: orgCodes.inUse,
  },
  gangweiInUse: {
    en: '"{name}" cannot be deleted: {n} staff member(s) hold it',
    zh: '无法删除“{name}”：仍有 {n} 名人员在此岗位',
    code: orgCodes.inUse,
  },
  postNotForOrgan: {
    en: 'The post "{name}" is not available in this unit',
    zh: '职位“{name}”不适用于该组织',
    code: orgCodes.postNotForOrgan,
  },
  blankName: { en: 'Please enter a name (1 to 100 characters)', zh: '请输入名称（1 至 100 个字符）', code: 400000 },
} as const

export type OrgTextKey = keyof typeof catalogue

/** A GatewayError with the text `key` in a language ({name} placeholders from vars). */
export function orgError(lang: Lang, key: OrgTextKey, vars: Record<string, string | number> = {}): GatewayError {
  const entry = catalogue[key]
  const text = entry[lang].replace(/\{(\w+)\}/g, (_, name: string) => String(vars[name] ?? ''))
  return new GatewayError(entry.code, text)
}
