import type { Lang } from '../../../core/lang'
import { PHONE } from '../../message'
import { matchValue, valueName, type Dictionary } from '../../masterdata'
import { DICTIONARY_FIELDS, type DictionaryField, type StaffField } from './staff-columns'

/** What an import row is checked against: the tenant's departments, positions and job numbers. */
export interface StaffLookups {
  /** Departments by name and by code; a name several departments share maps to null (ambiguous). */
  organs: Map<string, number | null>
  /** Positions of each department: organ id → position name → [gangwei id, zhiwei id]. */
  positions: Map<number, Map<string, [number, number]>>
  /** Job numbers taken in the tenant (and by earlier rows of the file), lower-cased. */
  jobNumbers: Set<string>
  /** The record's dictionaries (nationality, education …): a cell names an enabled value or gives its code. */
  dictionaries: Dictionary[]
}

/** An employee ready to insert (without id and tenant). */
export interface StaffDraft {
  organ_id: number
  gangwei_id: number
  zhiwei_id: number
  name: string
  job_number: string
  phone: string
  email: string
  gender: number
  entry_date: number
  /** The day work began (years of work count from it), null when the cell is empty. */
  work_start_date: number | null
  /** Codes of dictionary values by field ('' when the cell is empty). */
  values: Record<DictionaryField, string>
}

const reasons = {
  name: { en: 'Name is required (up to 50 characters)', zh: '姓名必填（最多 50 个字符）' },
  jobNumber: {
    en: 'Job number is required (up to 30 letters, digits or -)',
    zh: '工号必填（最多 30 个字母、数字或 -）',
  },
  jobTaken: { en: 'Job number {0} is already in use', zh: '工号 {0} 已被使用' },
  department: { en: 'Unknown department "{0}"', zh: '部门“{0}”不存在' },
  ambiguous: {
    en: 'Several departments are named "{0}": use the department code',
    zh: '有多个部门名为“{0}”，请填写部门编码',
  },
  positionRequired: {
    en: 'Position is required (a position of the department; create it first if it is missing)',
    zh: '岗位必填（须为该部门的岗位，如没有请先创建）',
  },
  noPosition: { en: 'Unknown position "{0}" in this department', zh: '该部门没有岗位“{0}”' },
  phone: { en: 'Please enter the correct phone number', zh: '请输入正确的手机号码' },
  email: { en: 'Please enter the correct email address', zh: '请输入正确的邮箱地址' },
  entryDate: { en: 'Entry date must be a date such as 2024-03-01', zh: '入职日期格式应为 2024-03-01' },
  gender: { en: 'Gender must be 男/女 or M/F', zh: '性别应为 男/女 或 M/F' },
  workStartDate: {
    en: 'The date work began must be a date such as 2018-07-01, not after the entry date',
    zh: '参加工作日期格式应为 2018-07-01，且不能晚于入职日期',
  },
  dictionary: {
    en: '{1} "{0}" is not an enabled value of the dictionary (give its name or code)',
    zh: '{1}“{0}”不是字典中启用的值（请填写名称或编码）',
  },
} as const

const say = (lang: Lang, key: keyof typeof reasons, arg = '', arg1 = '') =>
  reasons[key][lang].replace('{0}', arg).replace('{1}', arg1)
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
const JOB = /^[A-Za-z0-9-]{1,30}$/

function parseDate(raw: string): number | null {
  const match = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})$/.exec(raw)
  if (!match) return null
  const [y, m, d] = match.slice(1).map(Number)
  const time = Date.UTC(y, m - 1, d)
  const check = new Date(time)
  return check.getUTCMonth() === m - 1 && check.getUTCDate() === d ? time : null
}

function parseGender(raw: string): number | null {
  const t = raw.trim().toLowerCase()
  if (['', '男', 'm', 'male', '1'].includes(t)) return 1
  if (['女', 'f', 'female', '2'].includes(t)) return 2
  return null
}

/**
 * Checks one row; answers the employee or the reason it is refused (in `lang`). A row that passes
 * reserves its job number, so a later duplicate in the same file is refused.
 */
export function checkStaffRow(
  cell: (field: StaffField) => string,
  lookups: StaffLookups,
  lang: Lang,
  now: number,
): StaffDraft | string {
  const name = cell('name')
  if (!name || name.length > 50) return say(lang, 'name')
  const jobNumber = cell('jobNumber')
  if (!JOB.test(jobNumber)) return say(lang, 'jobNumber')
  if (lookups.jobNumbers.has(jobNumber.toLowerCase())) return say(lang, 'jobTaken', jobNumber)
  const department = cell('department')
  const organId = lookups.organs.get(department)
  if (organId === undefined) return say(lang, 'department', department)
  if (organId === null) return say(lang, 'ambiguous', department)
  const positions = lookups.positions.get(organId) ?? new Map<string, [number, number]>()
  const positionName = cell('position')
  if (!positionName) return say(lang, 'positionRequired')
  const position = positions.get(positionName)
  if (!position) return say(lang, 'noPosition', positionName)
  const phone = cell('phone')
  if (!PHONE.test(phone)) return say(lang, 'phone')
  const email = cell('email')
  if (email && (email.length > 200 || !EMAIL.test(email))) return say(lang, 'email')
  const rawDate = cell('entryDate')
  const entryDate = rawDate ? parseDate(rawDate) : now
  if (entryDate === null) return say(lang, 'entryDate')
  const rawStart = cell('workStartDate')
  const workStart = rawStart ? parseDate(rawStart) : null
  if (rawStart && (workStart === null || workStart > entryDate)) return say(lang, 'workStartDate')
  const gender = parseGender(cell('gender'))
  if (gender === null) return say(lang, 'gender')
  const values = {} as Record<DictionaryField, string>
  for (const field of DICTIONARY_FIELDS) {
    const typed = cell(field)
    const dictionary = lookups.dictionaries.find((d) => d.code === field)
    const code = typed ? matchValue(dictionary, typed) : ''
    if (code === null)
      return say(lang, 'dictionary', typed.slice(0, 50), dictionary ? valueName(dictionary, lang === 'en') : field)
    values[field] = code
  }
  lookups.jobNumbers.add(jobNumber.toLowerCase())
  return {
    organ_id: organId,
    gangwei_id: position[0],
    zhiwei_id: position[1],
    name,
    job_number: jobNumber,
    phone,
    email,
    gender,
    entry_date: entryDate,
    work_start_date: workStart,
    values,
  }
}
