import { attendanceContract } from '@hr-portal/api'
import { GatewayError } from '../../core/errors'
import type { Lang } from '../../core/lang'

/** Envelope codes of attendance results and punches (range 4108xx). */
export const kaoqinCodes = attendanceContract.KAOQIN

const catalogue = {
  noStaffRecord: {
    en: 'Your account has no staff record in this company, so it cannot clock in or have attendance',
    zh: '您的账号在本企业没有员工档案，无法打卡或查看考勤',
  },
  reasonNeeded: {
    en: 'You are not at a clock-in place (or your location is unknown): give a reason to clock in',
    zh: '您不在打卡地点范围内（或无法获取位置），请填写原因后再打卡',
  },
  badMonth: { en: 'The month must be YYYY-MM between 2000 and 2100', zh: '月份格式须为 YYYY-MM（2000 至 2100 年）' },
  organNotFound: { en: 'The department does not exist', zh: '部门不存在' },
  outOfScope: { en: 'The employee is not in your data range', zh: '该员工不在您的数据范围内' },
  monthLocked: { en: 'Attendance of {month} is locked', zh: '{month} 的考勤已锁定' },
  monthNotLocked: { en: 'Attendance of {month} is not locked', zh: '{month} 的考勤未锁定' },
  badFile: { en: 'The file cannot be read as CSV: {detail}', zh: '无法按 CSV 读取该文件：{detail}' },
  monthNotOver: {
    en: '{month} is not over yet: only a past month can be locked',
    zh: '{month} 尚未结束，只能锁定已过去的月份',
  },
  badDay: { en: 'The day must be YYYY-MM-DD', zh: '日期格式须为 YYYY-MM-DD' },
  offerNotFound: {
    en: 'There is no open overtime suggestion of yours for {day}',
    zh: '您在 {day} 没有待处理的加班建议',
  },
} as const

export type KaoqinErrorKey = keyof typeof catalogue

export function kaoqinError(lang: Lang, key: KaoqinErrorKey, vars: Record<string, string | number> = {}): GatewayError {
  const text = catalogue[key][lang].replace(/\{(\w+)\}/g, (_, name: string) => String(vars[name] ?? ''))
  return new GatewayError(kaoqinCodes[key], text)
}
