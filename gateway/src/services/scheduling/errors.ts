import { schedulingContract } from '@hr-portal/api'
import { GatewayError } from '../../core/errors'
import type { Lang } from '../../core/lang'

/** Envelope codes of scheduling (range 4107xx). */
export const paibanCodes = schedulingContract.PAIBAN

const catalogue = {
  badMonth: { en: 'The month must be YYYY-MM between 2000 and 2100', zh: '月份格式须为 YYYY-MM（2000 至 2100 年）' },
  organNotFound: { en: 'The department does not exist', zh: '部门不存在' },
  outOfScope: {
    en: 'The employee is not in your data range or not in this month',
    zh: '该员工不在您的数据范围内，或日期不在该月',
  },
  shiftNotFound: { en: 'The shift does not exist', zh: '班次不存在' },
  monthLocked: {
    en: 'Attendance of {month} is locked: its roster and days can no longer change',
    zh: '{month} 的考勤已锁定，不能再修改排班和日历',
  },
  badShift: { en: 'The shift is not valid: {reason}', zh: '班次设置有误：{reason}' },
  shiftInUse: { en: 'The shift is still used by {what}', zh: '该班次仍被{what}使用' },
  calendarNotFound: { en: 'The work calendar does not exist', zh: '工作日历不存在' },
  calendarInUse: {
    en: 'The work calendar is the default one or still used by an attendance group',
    zh: '该工作日历是默认日历，或仍被考勤组使用',
  },
  groupNotFound: { en: 'The attendance group does not exist', zh: '考勤组不存在' },
  memberTaken: { en: '{name} already belongs to the attendance group {group}', zh: '{name} 已属于考勤组“{group}”' },
  badFile: { en: 'The file could not be read: {reason}', zh: '文件无法读取：{reason}' },
  swapNotFound: { en: 'The shift swap does not exist', zh: '换班申请不存在' },
  badSwap: { en: 'The shift swap is not possible: {reason}', zh: '无法换班：{reason}' },
  noStaffRecord: { en: 'Your account has no staff record in this company', zh: '您的账号在该企业没有员工档案' },
  badCalendar: { en: 'The work calendar is not valid: {reason}', zh: '工作日历设置有误：{reason}' },
  badGroup: { en: 'The attendance group is not valid: {reason}', zh: '考勤组设置有误：{reason}' },
} as const

export type PaibanErrorKey = keyof typeof catalogue

type Vars = Record<string, string | number>

/**
 * The error `key` in `lang`; with 'both' (where the request's language is not known, as in the workflow's handlers) it
 * carries both texts and the answer gives the request's (`vars` may then depend on the language).
 */
export function paibanError(
  lang: Lang | 'both',
  key: PaibanErrorKey,
  vars: Vars | ((lang: Lang) => Vars) = {},
): GatewayError {
  const text = (to: Lang) => {
    const values = typeof vars === 'function' ? vars(to) : vars
    return catalogue[key][to].replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? ''))
  }
  if (lang !== 'both') return new GatewayError(paibanCodes[key], text(lang))
  return new GatewayError(paibanCodes[key], text('zh'), 200, { texts: { zh: text('zh'), en: text('en') } })
}

/** Reasons and words inside messages (a rejected line of a holiday file, what is wrong with a shift or group). */
const words = {
  badDate: { en: 'not a date (YYYY-MM-DD)', zh: '日期无效（YYYY-MM-DD）' },
  badKind: { en: "the kind must be 'holiday' or 'workday'", zh: '类型须为 holiday（休）或 workday（班）' },
  noName: { en: 'no name', zh: '缺少名称' },
  duplicate: { en: 'the day is named twice in the file', zh: '该日期在文件中重复' },
  outOfRange: { en: 'outside 2000–2100 or longer than a month', zh: '超出 2000–2100 年或超过一个月' },
  endBeforeStart: { en: 'the end must differ from the start', zh: '下班时间不能与上班时间相同' },
  breakOutside: { en: 'each break must lie inside the shift', zh: '休息时间须在班次时间内' },
  breaksOverlap: { en: 'breaks must not overlap', zh: '休息时间不能重叠' },
  minHoursTooMany: { en: 'the minimum hours exceed the hours of the shift', zh: '最少工时超过了班次工时' },
  groupRoster: {
    en: 'a group on the week pattern needs at least one working day',
    zh: '固定班制的考勤组至少需要一个工作日',
  },
  noMembers: { en: 'a group needs at least one department or person', zh: '考勤组至少需要一个部门或人员' },
  unknownMember: { en: 'a department or person does not exist', zh: '部门或人员不存在' },
  badTimeZone: { en: 'unknown time zone {zone}', zh: '未知时区 {zone}' },
  aGroupPattern: { en: 'the week pattern of group {name}', zh: '考勤组“{name}”的固定班次' },
  theRoster: { en: 'the roster', zh: '排班表' },
  notIcs: {
    en: 'not an iCalendar (.ics) file, or more than 2000 days',
    zh: '不是 iCalendar（.ics）文件，或超过 2000 天',
  },
  notCsv: { en: 'not a CSV file of date,kind,name lines', zh: '不是“日期,类型,名称”格式的 CSV 文件' },
  tooManyOccurrences: {
    en: 'the event repeats too often (more than {max} days in {from}–{to}, or {steps} since its start): it was not taken',
    zh: '该事件重复过于频繁（{from}–{to} 年超过 {max} 天，或自开始以来超过 {steps} 次），未导入',
  },
  noOccurrence: { en: 'the event does not occur in {from}–{to}', zh: '该事件在 {from}–{to} 年没有日期' },
  badRule: { en: 'the repeat rule (RRULE) cannot be expanded', zh: '重复规则（RRULE）无法展开' },
  notYours: { en: 'it is not your shift swap to agree to or to cancel', zh: '这不是需要您处理的换班申请' },
  sameDay: { en: 'choose a colleague other than yourself', zh: '请选择其他同事' },
  notColleague: { en: 'the colleague has no account in this company', zh: '该同事在本企业没有账号' },
  notWorking: { en: 'one of the two days has no shift to swap', zh: '两天中有一天没有可交换的班次' },
  notInGroup: { en: 'both people must belong to an attendance group', zh: '双方都须属于考勤组' },
  pastDay: { en: 'only days from today on can be swapped', zh: '只能交换今天及以后的班次' },
  swapPending: { en: 'a swap of this day is already waiting', zh: '该日已有待审批的换班申请' },
} as const

export type PaibanWord = keyof typeof words

export function paibanWord(lang: Lang, key: PaibanWord, vars: Record<string, string | number> = {}): string {
  return words[key][lang].replace(/\{(\w+)\}/g, (_, name: string) => String(vars[name] ?? ''))
}
