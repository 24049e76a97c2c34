import { GatewayError } from '../../core/errors'
import type { Lang } from '../../core/lang'

/** Envelope codes of scheduling (range 4107xx). */
export const paibanCodes = {
  badMonth: 410701,
  organNotFound: 410702,
  outOfScope: 410703,
  shiftNotFound: 410704,
  monthLocked: 410705,
  badShift: 410706,
  shiftInUse: 410707,
  calendarNotFound: 410708,
  calendarInUse: 410709,
  groupNotFound: 410710,
  memberTaken: 410711,
  badFile: 410712,
  swapNotFound: 410713,
  badSwap: 410714,
  noStaffRecord: 410715,
  badCalendar: 410716,
  badGroup: 410717,
} as const

const catalogue = {
  badMonth: { en: 'The month must be YYYY-MM between 2000 and 2100', zh: '月份格式须为 YYYY-MM（2000 至 2100 年）' },
  organNotFound: { en: 'The department does not exist', zh: '部门不存在' },
  outOfScope: { en: 'The employee is not in your data range or not in this month', zh: '该员工不在您的数据范围内，或日期不在该月' },
  shiftNotFound: { en: 'The shift does not exist', zh: '班次不存在' },
  monthLocked: { en: 'Attendance of {month} is locked: its roster can no longer change', zh: '{month} 的考勤已锁定，不能再修改排班' },
  badShift: { en: 'The shift is not valid: {reason}', zh: '班次设置有误：{reason}' },
  shiftInUse: { en: 'The shift is still used by {what}', zh: '该班次仍被{what}使用' },
  calendarNotFound: { en: 'The work calendar does not exist', zh: '工作日历不存在' },
  calendarInUse: { en: 'The work calendar is the default one or still used by an attendance group', zh: '该工作日历是默认日历，或仍被考勤组使用' },
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

export function paibanError(lang: Lang, key: PaibanErrorKey, vars: Record<string, string | number> = {}): GatewayError {
  const text = catalogue[key][lang].replace(/\{(\w+)\}/g, (_, name: string) => String(vars[name] ?? ''))
  return new GatewayError(paibanCodes[key], text)
}
