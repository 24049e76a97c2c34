import { personnelContract } from '@hr-portal/api'
import { GatewayError } from '../../../core/errors'
import type { Lang } from '../../../core/lang'

/** Envelope codes of moves and probation reviews (4119xx, from 411971). */
const CODES = {
  ...personnelContract.MOVE,
  ...personnelContract.PROBATION,
  positionNeeded: personnelContract.MOVE.badTarget,
}

const catalogue = {
  notFound: { en: 'The staff member or move does not exist', zh: '员工或异动不存在' },
  badTarget: {
    en: 'The department, position, post or manager is not one of this company',
    zh: '部门、岗位、职位或上级不属于本公司',
  },
  positionNeeded: {
    en: 'Choose a position of the new department: the present one is not in it',
    zh: '请选择新部门的岗位：当前岗位不属于该部门',
  },
  beforeEntry: {
    en: 'The effective date must be a date on or after the entry date ({date})',
    zh: '生效日期须为入职日期（{date}）当天或之后的日期',
  },
  overlapping: { en: '{name} already has a move waiting', zh: '{name}已有一项待处理的人事异动' },
  hasLeft: { en: '{name} has left', zh: '{name}已离职' },
  nothingChanges: {
    en: 'The move changes nothing: give a new department, position, post, manager or salary',
    zh: '该异动没有任何变化：请填写新的部门、岗位、职位、上级或薪资',
  },
  notYourReport: { en: '{name} is not one of your direct reports', zh: '{name}不是您的直接下属' },
  noSalaryProfile: {
    en: '{name} has no salary profile for {month}: set it up in payroll first',
    zh: '{name}在 {month} 没有薪资档案，请先在薪资中建立',
  },
  noProbation: { en: '{name} has no probation to decide', zh: '{name}没有待处理的试用期' },
  pending: { en: 'A probation review of {name} is already waiting', zh: '{name}已有一项试用期申请待审批' },
  badExtension: {
    en: 'The new probation end must be after {end} and no later than {latest} (the longest the law allows for the contract)',
    zh: '新的试用期结束日期须晚于 {end}，且不晚于 {latest}（该合同期限法定最长试用期）',
  },
  extendedOnce: { en: 'The probation of {name} was extended once already', zh: '{name}的试用期已延长过一次' },
  badEnd: {
    en: 'Ending the probation needs a reason and a last day from {start} to {end}',
    zh: '试用期解除须填写原因，最后工作日须在 {start} 至 {end} 之间',
  },
} as const

export type MoveTextKey = keyof typeof catalogue

/** A refusal of a move or probation review in a language ({name} placeholders from vars). */
export function moveError(lang: Lang, key: MoveTextKey, vars: Record<string, string | number> = {}): GatewayError {
  const text = catalogue[key][lang].replace(/\{(\w+)\}/g, (_, name: string) => String(vars[name] ?? ''))
  return new GatewayError(CODES[key], text)
}
