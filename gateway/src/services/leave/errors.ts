import { leaveContract } from '@hr-portal/api'
import { GatewayError } from '../../core/errors'
import type { Lang } from '../../core/lang'

/** Envelope codes of attendance and leave (range 4101xx). */
export const leaveCodes = leaveContract.LEAVE

const catalogue = {
  badDates: {
    en: 'The leave must end after it starts (dates as YYYY-MM-DD, within a year)',
    zh: '请假结束时间须晚于开始时间（日期格式 YYYY-MM-DD，一年以内）',
  },
  overlap: { en: 'You already have leave from {from} to {to} in this time', zh: '该时间段已有请假（{from} 至 {to}）' },
  womenOnly: { en: '{type} can only be taken by female employees', zh: '{type}仅限女性员工申请' },
  menOnly: { en: '{type} can only be taken by male employees', zh: '{type}仅限男性员工申请' },
  serviceTooShort: {
    en: '{type} can be taken after {months} months of service',
    zh: '{type}须入职满 {months} 个月后方可申请',
  },
  notEnough: {
    en: 'Not enough {type}: {left} days left, {days} asked',
    zh: '{type}余额不足：剩余 {left} 天，申请 {days} 天',
  },
  unknownType: { en: 'Unknown leave type {code}', zh: '未知的假期类型 {code}' },
  notFound: { en: 'The leave request does not exist', zh: '请假申请不存在' },
  notCancellable: { en: 'Only an approved leave of your own can be cancelled', zh: '只能销假本人已批准的请假' },
  noWorkingDays: { en: 'The leave covers no working day', zh: '请假时间内没有工作日' },
  badPunch: {
    en: 'A patch card needs a past day within your last {days} working days (YYYY-MM-DD) and a time (HH:MM)',
    zh: '补卡需填写最近 {days} 个工作日内的过去日期（YYYY-MM-DD）和时间（HH:MM）',
  },
  duplicatePunch: { en: 'You already asked to patch this punch of {day}', zh: '{day} 的该次打卡已申请补卡' },
  patchNotFound: { en: 'The patch card request does not exist', zh: '补卡申请不存在' },
  badMonth: { en: 'The month must be YYYY-MM between 2000 and 2100', zh: '月份格式须为 YYYY-MM（2000 至 2100 年）' },
  organNotFound: { en: 'The department does not exist', zh: '部门不存在' },
  outOfScope: {
    en: 'The employee is not in your data range or not in this month',
    zh: '该员工不在您的数据范围内，或日期不在该月',
  },
  shiftNotFound: { en: 'The shift does not exist', zh: '班次不存在' },
  notSupplementable: {
    en: 'Supplementary maternity leave can only be asked for an approved maternity leave of your own',
    zh: '只能为本人已批准的产假申请补充产假',
  },
  supplementDays: { en: 'Supplementary maternity leave must be 1 to {max} days', zh: '补充产假天数须为 1 至 {max} 天' },
  supplementPending: {
    en: 'A supplementary maternity leave of this leave is already waiting for approval',
    zh: '该产假已有待审批的补充产假申请',
  },
  supplementNotFound: { en: 'The supplementary maternity leave does not exist', zh: '补充产假申请不存在' },
  monthLocked: {
    en: 'The attendance of {month} is locked: it can no longer be changed. Ask HR to unlock the month.',
    zh: '{month} 的考勤已锁定，不能再更改。如需更改，请联系人事解锁该月。',
  },
  badOvertime: {
    en: 'Overtime needs a day (YYYY-MM-DD), a start and an end time (HH:MM, at most 24 hours). Asked afterwards: a past day within 31 days; asked before: today or a later day within a year',
    zh: '加班需填写日期（YYYY-MM-DD）和起止时间（HH:MM，不超过 24 小时）。事后申请须为过去 31 天内的日期；事前申请须为今天或一年内之后的日期',
  },
  overtimeNotFound: { en: 'The overtime request does not exist', zh: '加班申请不存在' },
  overtimeOverlap: {
    en: 'You already asked for overtime on {day} from {from} to {to}',
    zh: '{day} {from} 至 {to} 已有加班申请',
  },
  badTimes: {
    en: 'Hourly leave is one day from a start time to a later end time (HH:MM) within your working hours',
    zh: '按小时请假须为同一天，结束时间晚于开始时间（HH:MM），且在工作时间内',
  },
  notRevocable: { en: 'Only an approved overtime of your own can be withdrawn', zh: '只能撤销本人已批准的加班' },
  toilInUse: {
    en: 'The time off in lieu this overtime earned is in use ({hours} hours taken or asked for): cancel that leave first',
    zh: '该加班所得调休已使用或已申请 {hours} 小时，请先撤销相应请假',
  },
  notEnoughHours: {
    en: 'Not enough {type}: {left} hours left, {hours} asked',
    zh: '{type}余额不足：剩余 {left} 小时，申请 {hours} 小时',
  },
  tooFarBack: {
    en: '{type} can start at most {days} days back (on {earliest} or later)',
    zh: '{type}最多可补请 {days} 天前的假（开始日期不早于 {earliest}）',
  },
  typeNames: {
    en: 'A leave type needs a Chinese and an English name, each 1 to {max} characters',
    zh: '假期类型须填写中文名称和英文名称，各 1 至 {max} 个字符',
  },
  typeNameTaken: { en: 'Another leave type is already named {name}', zh: '已有名为“{name}”的假期类型' },
  typeCode: {
    en: 'The code of a new leave type is 2 to 20 lowercase letters, digits or _, starting with a letter',
    zh: '新假期类型的代码须为 2 至 20 位小写字母、数字或下划线，以字母开头',
  },
  typeCodeTaken: { en: 'The leave type code {code} is already used', zh: '假期类型代码 {code} 已被使用' },
  typeLimits: {
    en: 'A request may start 0 to 366 days back (or without limit), and months of service are 0 to 600',
    zh: '可补请天数须为 0 至 366 天（或不限），入职月数须为 0 至 600',
  },
  toilType: {
    en: 'Time off in lieu is counted in hours and comes off its balance: it stays hourly and tracked',
    zh: '调休按小时计算并计入余额，须保持按小时、计入余额',
  },
  maternityType: {
    en: 'Maternity leave is counted in days (supplementary maternity leave adds days to it): it stays in days',
    zh: '产假按天计算（补充产假会在其后增加天数），须保持按天',
  },
  unitInUse: {
    en: '{type} has {count} requests waiting for approval: its unit cannot change until they are approved, rejected or recalled',
    zh: '{type}有 {count} 条待审批的请假申请，审批完成、驳回或撤回前不能更改计算单位',
  },
  tooManyTypes: { en: 'A company may have at most {max} leave types', zh: '每个公司最多可设置 {max} 种假期类型' },
  carryTooLarge: {
    en: 'The days carried over ({carry}) cannot be more than a year gives ({days})',
    zh: '结转天数（{carry}）不能多于一年的假期天数（{days}）',
  },
  carryExpiry: {
    en: 'Carried days expire on a day of the next year, written MM-DD (e.g. 03-31)',
    zh: '结转假期的失效日须为次年的某一天，格式 MM-DD（如 03-31）',
  },
  hoursByCalendar: {
    en: 'A type counted in hours is taken on working days: it cannot count calendar days',
    zh: '按小时计算的假期只能按工作日计算，不能按自然日计算',
  },
  entitlementTable: {
    en: 'The table gives days from a number of years of work on: years 0 to 60, each row later than the one before, days 0 to 365',
    zh: '按工龄设置天数表：工龄 0 至 60 年，逐行递增，天数 0 至 365 天',
  },
  entitlementDays: { en: 'The days a year must be 0 to 365', zh: '每年天数须为 0 至 365 天' },
  notEnoughInYear: {
    en: 'Not enough {type} in {year}: {left} days left, {days} days asked in that year',
    zh: '{year} 年{type}余额不足：剩余 {left} 天，该年申请 {days} 天',
  },
  adjustAmount: {
    en: 'An adjustment needs at least one person and an amount other than 0, in half days (or hours)',
    zh: '调整须至少选择一人，调整数量不能为 0，以半天（或小时）为单位',
  },
  adjustNegative: {
    en: 'The adjustment would leave {left} of {type} in {year}: balances of this type cannot go below zero',
    zh: '调整后 {year} 年{type}余额为 {left}，该假期余额不能小于零',
  },
  blackout: {
    en: '{type} cannot be requested from {from} to {to} (blackout period: {reason})',
    zh: '{from} 至 {to} 为禁休期（{reason}），不能申请{type}',
  },
  blackoutDates: {
    en: 'A blackout period needs a start and an end date (YYYY-MM-DD), the end not before the start, at most a year',
    zh: '禁休期须填写开始和结束日期（YYYY-MM-DD），结束日期不早于开始日期，且不超过一年',
  },
  blackoutReason: { en: 'A blackout period needs a reason', zh: '禁休期须填写原因' },
  blackoutNotFound: { en: 'The blackout period does not exist', zh: '禁休期不存在' },
} as const

type Vars = Record<string, string | number>

/**
 * The error `key` in `lang`; with 'both' (where the request's language is not known, as in the workflow's handlers) it
 * carries both texts and the answer gives the request's (`vars` may then depend on the language).
 */
export function leaveError(
  lang: Lang | 'both',
  key: keyof typeof catalogue,
  vars: Vars | ((lang: Lang) => Vars) = {},
): GatewayError {
  const text = (to: Lang) => {
    const values = typeof vars === 'function' ? vars(to) : vars
    return catalogue[key][to].replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? ''))
  }
  if (lang !== 'both') return new GatewayError(leaveCodes[key], text(lang))
  return new GatewayError(leaveCodes[key], text('zh'), 200, { texts: { zh: text('zh'), en: text('en') } })
}
