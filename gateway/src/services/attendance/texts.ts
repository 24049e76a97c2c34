import type { Lang } from '../../core/lang'

/**
 * Words of the attendance files (the summary workbook, the rejects of a punch import) and of overtime offered from
 * punches (its prefilled reason), in both languages.
 */
const words = {
  jobNumber: { zh: '工号', en: 'Job number' },
  name: { zh: '姓名', en: 'Name' },
  daysDue: { zh: '应出勤天数', en: 'Days due' },
  daysWorked: { zh: '实际出勤天数', en: 'Days worked' },
  lateCount: { zh: '迟到次数', en: 'Late (times)' },
  lateMinutes: { zh: '迟到分钟', en: 'Late (minutes)' },
  earlyCount: { zh: '早退次数', en: 'Left early (times)' },
  earlyMinutes: { zh: '早退分钟', en: 'Left early (minutes)' },
  absentDays: { zh: '旷工天数', en: 'Absent (days)' },
  missingPunches: { zh: '缺卡次数', en: 'Missing punches' },
  overtimeHours: { zh: '加班小时', en: 'Overtime (hours)' },
  leaveDays: { zh: '{type}（天）', en: '{type} (days)' },
  leaveHours: { zh: '{type}（小时）', en: '{type} (hours)' },
  sheet: { zh: '{month} 考勤汇总', en: 'Attendance {month}' },
  locked: { zh: '已锁定', en: 'Locked' },
  line: { zh: '行号', en: 'Line' },
  dateTime: { zh: '打卡时间', en: 'Date and time' },
  device: { zh: '设备', en: 'Device' },
  reason: { zh: '原因', en: 'Reason' },
  unknownJobNumber: {
    zh: '工号不存在，或不在您的数据范围内',
    en: 'No staff member with this job number in your data range',
  },
  badDateTime: {
    zh: '时间无法识别（应为 YYYY-MM-DD HH:MM[:SS]）',
    en: 'Unreadable date and time (expected YYYY-MM-DD HH:MM[:SS])',
  },
  future: { zh: '打卡时间晚于现在', en: 'The time is in the future' },
  lockedMonth: { zh: '{month} 的考勤已锁定', en: 'Attendance of {month} is locked' },
  duplicate: { zh: '该打卡已存在', en: 'This punch is already recorded' },
  missingCells: { zh: '缺少工号或时间', en: 'Job number or time missing' },
  offerRest: {
    zh: '{day} 休息日加班 {start}–{end}（据打卡记录）',
    en: 'Overtime on the rest day {day}, {start}–{end} (from punches)',
  },
  offerHoliday: {
    zh: '{day} 节假日加班 {start}–{end}（据打卡记录）',
    en: 'Overtime on the holiday {day}, {start}–{end} (from punches)',
  },
  offerAfterShift: {
    zh: '{day} 下班后加班 {start}–{end}（据打卡记录）',
    en: 'Overtime after the shift on {day}, {start}–{end} (from punches)',
  },
} as const

export type Word = keyof typeof words

export const say = (lang: Lang, word: Word, vars: Record<string, string | number> = {}): string =>
  words[word][lang].replace(/\{(\w+)\}/g, (_, name: string) => String(vars[name] ?? ''))
