import { personnelContract } from '@hr-portal/api'
import { GatewayError, codes } from '../../../core/errors'
import type { Lang } from '../../../core/lang'

const CODES = personnelContract.ONBOARDING

const catalogue = {
  emptyName: { en: 'The template needs a name', zh: '模板名称不能为空' },
  emptyTitle: { en: 'Task {n} needs a title', zh: '第 {n} 项任务的标题不能为空' },
  unknownRole: {
    en: 'Task {n}: role {id} is not a role of this company',
    zh: '第 {n} 项任务：角色 {id} 不是本租户的角色',
  },
  unknownAccount: {
    en: 'Task {n}: account {id} is not an account of this company',
    zh: '第 {n} 项任务：账号 {id} 不是本租户的账号',
  },
  noOwner: { en: 'Task {n}: choose the role or account that does it', zh: '第 {n} 项任务：请选择负责的角色或账号' },
  badOffset: {
    en: 'Task {n}: the due offset must be between {min} and {max} days of the entry date',
    zh: '第 {n} 项任务：截止偏移须在入职日前后 {min} 至 {max} 天之间',
  },
  badDocType: {
    en: 'Task {n}: an upload task needs a document type of the list',
    zh: '第 {n} 项任务：上传任务须选择列表中的证件类型',
  },
  noFields: { en: 'Task {n}: a form task needs at least one field', zh: '第 {n} 项任务：表单任务至少需要一个字段' },
  noTasks: { en: 'The template needs at least one task', zh: '模板至少需要一项任务' },
  badOrgan: { en: 'The department is not one of this company', zh: '该部门不属于本租户' },
  badPosition: { en: 'The position is not one of this company', zh: '该岗位不属于本租户' },
  templateNotFound: { en: 'The template does not exist', zh: '该模板不存在' },
  taskNotFound: { en: 'The task does not exist', zh: '该任务不存在' },
  alreadyDone: { en: 'The task is done already', zh: '该任务已完成' },
  noDocument: {
    en: 'Upload the document asked for first: it must be on your record with the type of the task',
    zh: '请先上传所需证件：证件须在您的档案中，且类型与任务一致',
  },
  emptyField: { en: 'Fill in “{field}”', zh: '请填写“{field}”' },
  notOwner: { en: 'Only the owner of this task can mark it done', zh: '只有该任务的负责人可以完成该任务' },
} as const

type Key = keyof typeof catalogue

const CODE_OF: Record<Key, number> = {
  emptyName: CODES.badTemplate,
  emptyTitle: CODES.badTemplate,
  unknownRole: CODES.badTemplate,
  unknownAccount: CODES.badTemplate,
  noOwner: CODES.badTemplate,
  badOffset: CODES.badTemplate,
  badDocType: CODES.badTemplate,
  noFields: CODES.badTemplate,
  noTasks: CODES.badTemplate,
  badOrgan: CODES.badTemplate,
  badPosition: CODES.badTemplate,
  templateNotFound: CODES.templateNotFound,
  taskNotFound: CODES.taskNotFound,
  alreadyDone: CODES.alreadyDone,
  noDocument: CODES.badCompletion,
  emptyField: CODES.badCompletion,
  notOwner: codes.noPermission,
}

/** A refusal of the onboarding checklists, worded in `lang` ({name} placeholders from vars); not the owner is HTTP 403. */
export function onboardingError(lang: Lang, key: Key, vars: Record<string, string | number> = {}): GatewayError {
  const text = catalogue[key][lang].replace(/\{(\w+)\}/g, (_, name: string) => String(vars[name] ?? ''))
  return new GatewayError(CODE_OF[key], text, key === 'notOwner' ? 403 : 200)
}
