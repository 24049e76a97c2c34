import { GatewayError } from '../../core/errors'
import type { Lang } from '../../core/lang'

/** Envelope codes of performance reviews (range 4117xx). */
export const perfCodes = {
  cycleNotFound: 411701,
  badDates: 411702,
  badTarget: 411703,
  badPeriod: 411704,
  wrongPhase: 411705,
  notParticipant: 411706,
  weightsNot100: 411707,
  goalsSubmitted: 411708,
  goalsNotSubmitted: 411709,
  selfNotDone: 411710,
  scoresMissing: 411711,
  unrated: 411712,
  notReleased: 411713,
  acknowledged: 411714,
  organNotFound: 411715,
  noStaffRecord: 411716,
  goalNotFound: 411717,
  fieldLocked: 411718,
  changeNotFound: 411719,
  noProfile: 411720,
  changeDone: 411721,
  badChange: 411722,
  noGoals: 411723,
  notReviewed: 411724,
  checkinDate: 411725,
  reviewerNotFound: 411726,
  ownReviewer: 411727,
  reviewDone: 411728,
  phaseUnfinished: 411729,
  noParticipants: 411730,
} as const

const catalogue = {
  cycleNotFound: { en: 'The review cycle does not exist', zh: '考核周期不存在' },
  badDates: {
    en: 'The dates must run in order: start, goals due, self review due, manager review due, calibration due, end',
    zh: '日期须依次不早于前一项：开始、目标截止、自评截止、上级评价截止、校准截止、结束',
  },
  badTarget: { en: 'The target shares of the three ratings must add up to 100', zh: '三个等级的目标比例之和须为 100' },
  badPeriod: {
    en: 'The period must be a year (2026) for an annual cycle, or a quarter (2026-Q1) for a quarterly one',
    zh: '年度周期的期间为年份（如 2026），季度周期为季度（如 2026-Q1）',
  },
  wrongPhase: { en: 'This cannot be done while the cycle is in {phase}', zh: '周期处于“{phase}”阶段，不能进行此操作' },
  notParticipant: { en: 'No review of this person in this cycle is open to you', zh: '您无权查看该人员在本周期的考核' },
  weightsNot100: {
    en: 'The weights of the goals must add up to 100 (now {total})',
    zh: '目标权重之和须为 100（当前为 {total}）',
  },
  goalsSubmitted: { en: 'The goals have been submitted and can no longer change', zh: '目标已提交，不能再修改' },
  goalsNotSubmitted: { en: 'Submit the goals first', zh: '请先提交目标' },
  selfNotDone: { en: 'The employee has not submitted the self review yet', zh: '员工尚未提交自评' },
  scoresMissing: { en: 'Give every goal a score from 1 to 5', zh: '请为每个目标打分（1–5 分）' },
  unrated: {
    en: '{count} participants have no rating yet: finish their reviews or remove them from the cycle',
    zh: '还有 {count} 名参与人没有评级：请完成其评价或将其移出周期',
  },
  notReleased: { en: 'The result has not been released yet', zh: '结果尚未发布' },
  acknowledged: { en: 'The result has already been acknowledged', zh: '结果已确认' },
  organNotFound: { en: 'The department does not exist', zh: '部门不存在' },
  noStaffRecord: { en: 'Your account has no staff record in this company', zh: '您的账号在该企业没有员工档案' },
  goalNotFound: { en: 'The goal does not exist', zh: '目标不存在' },
  fieldLocked: {
    en: "Your role's field permissions do not let you change {field}",
    zh: '您角色的字段权限不允许修改{field}',
  },
  changeNotFound: { en: 'The proposed salary change does not exist', zh: '调薪建议不存在' },
  noProfile: {
    en: 'The employee has no salary profile in force for {month}',
    zh: '该员工在 {month} 没有生效的薪资档案',
  },
  changeDone: { en: 'The salary change has already been applied or withdrawn', zh: '该调薪建议已执行或已撤回' },
  badChange: { en: 'The change would leave the base pay below 0', zh: '调整后的基本工资不能低于 0' },
  noGoals: { en: 'Add at least one goal', zh: '请至少添加一个目标' },
  notReviewed: { en: 'The manager has not reviewed this person yet', zh: '上级尚未评价该人员' },
  checkinDate: {
    en: 'A check-in is dated within the cycle, {start} to {end}',
    zh: '进展日期须在周期内（{start} 至 {end}）',
  },
  reviewerNotFound: { en: 'The reviewer must be a member of staff on the job', zh: '评价人须为在职员工' },
  ownReviewer: { en: 'A person cannot review themselves', zh: '员工不能评价自己' },
  reviewDone: {
    en: 'The manager has already reviewed this person: the reviewer can no longer change',
    zh: '上级已完成对该人员的评价，不能再更换评价人',
  },
  phaseUnfinished: {
    en: '{count} participants have not {what} yet ({names}): finish or remove them before moving the cycle on',
    zh: '还有 {count} 名参与人尚未{what}（{names}）：请完成或将其移出周期后再进入下一阶段',
  },
  noParticipants: { en: 'Add participants before the cycle starts', zh: '请先添加参与人再开始周期' },
} as const

export type PerfErrorKey = keyof typeof catalogue

/** The error `key` in `lang`, with its values put in. */
export function perfError(lang: Lang, key: PerfErrorKey, vars: Record<string, string | number> = {}): GatewayError {
  return new GatewayError(
    perfCodes[key],
    catalogue[key][lang].replace(/\{(\w+)\}/g, (_, name: string) => String(vars[name] ?? '')),
  )
}

const FIELD_WORDS = {
  rating: { en: 'the rating', zh: '评级' },
  salaryChange: { en: 'the salary change', zh: '调薪建议' },
  base: { en: 'the base pay', zh: '基本工资' },
} as const

/** Refusal of a change that field permissions keep from the caller. */
export const fieldLocked = (lang: Lang, field: keyof typeof FIELD_WORDS): GatewayError =>
  perfError(lang, 'fieldLocked', { field: FIELD_WORDS[field][lang] })
