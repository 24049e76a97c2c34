import type { Db, EmployeeTable } from '../../../core/db/types'
import type { EmployeeProfileTable } from '../tables'
import { BUILTIN_FIELDS, EMPLOYEE_RECORD, type FieldAccess } from '../../access'
import type { Lang } from '../../../core/lang'
import { dictionariesOf } from '../../masterdata'
import { checkFamily } from './family'
import { calendarDate, parsePnid } from './pnid'
import { recordError } from './errors'
import { CONTRACT_FIELDS } from './contract-facts'
import { checkReferences, checkUnique } from './record-references'
import { epochDay, type RecordValue } from './record-row'

/** Mainland mobile numbers (§5 'Please enter the correct phone number'). */
export const MOBILE = /^1[3-9]\d{9}$/
const CONTACT_PHONE = /^[0-9+\-() ]{5,30}$/
/** A bank account number: 12 to 30 digits (spaces typed between groups are dropped). */
export const BANK_ACCOUNT = /^\d{12,30}$/
const EMAIL = /^[^\s@]{1,64}@[^\s@]+\.[^\s@]{2,}$/

type EmployeeChanges = Partial<
  Pick<
    EmployeeTable,
    | 'name'
    | 'job_number'
    | 'phone'
    | 'email'
    | 'gender'
    | 'organ_id'
    | 'zhiwei_id'
    | 'gangwei_id'
    | 'entry_date'
    | 'manager_id'
  >
>
type ProfileChanges = Partial<
  Pick<
    EmployeeProfileTable,
    | 'id_number'
    | 'birth_date'
    | 'address'
    | 'salary_grade'
    | 'contract_start'
    | 'contract_end'
    | 'work_start_date'
    | 'emergency_name'
    | 'emergency_relation'
    | 'emergency_phone'
    | 'nationality'
    | 'education'
    | 'marital_status'
    | 'political_status'
    | 'contract_type'
    | 'bank_name'
    | 'bank_account'
    | 'bank_holder'
    | 'family'
  >
>

export interface RecordChanges {
  employee: EmployeeChanges
  profile: ProfileChanges
}

/** The values of a record the write starts from (nothing for a new hire). */
export type Current = Record<string, RecordValue>

const dictionaryOfField = (key: string): string =>
  BUILTIN_FIELDS[EMPLOYEE_RECORD].find((f) => f.key === key)?.dictionary ?? key

const labelOf = (lang: Lang, key: string): string => {
  const field = BUILTIN_FIELDS[EMPLOYEE_RECORD].find((f) => f.key === key)
  return field ? (lang === 'en' ? field.labelEn : field.labelZh) : key
}

const TEXT_LIMITS: Record<
  string,
  { max: number; column: keyof EmployeeChanges | keyof ProfileChanges; required?: boolean }
> = {
  name: { max: 100, column: 'name', required: true },
  jobNumber: { max: 30, column: 'job_number', required: true },
  address: { max: 300, column: 'address' },
  salaryGrade: { max: 50, column: 'salary_grade' },
  emergencyContact: { max: 100, column: 'emergency_name' },
  emergencyRelation: { max: 50, column: 'emergency_relation' },
  bankName: { max: 100, column: 'bank_name' },
  bankHolder: { max: 100, column: 'bank_holder' },
}
const DATE_COLUMNS: Record<
  string,
  { column: 'entry_date' | 'birth_date' | 'contract_start' | 'contract_end' | 'work_start_date'; required?: boolean }
> = {
  entryDate: { column: 'entry_date', required: true },
  birthDate: { column: 'birth_date' },
  contractStart: { column: 'contract_start' },
  contractEnd: { column: 'contract_end' },
  workStartDate: { column: 'work_start_date' },
}
/** Fields whose value is a code of the tenant's dictionary (services/masterdata), and their columns. */
export const DICTIONARY_COLUMNS: Record<
  string,
  'nationality' | 'education' | 'marital_status' | 'political_status' | 'contract_type'
> = {
  nationality: 'nationality',
  education: 'education',
  maritalStatus: 'marital_status',
  politicalStatus: 'political_status',
  contractType: 'contract_type',
}
const PROFILE_COLUMNS = new Set([
  'id_number',
  'birth_date',
  'address',
  'salary_grade',
  'contract_start',
  'contract_end',
  'work_start_date',
  'emergency_name',
  'emergency_relation',
  'emergency_phone',
  'bank_name',
  'bank_account',
  'bank_holder',
  'family',
  ...Object.values(DICTIONARY_COLUMNS),
])

const FAMILY_PROBLEMS = {
  format: 'familyFormat',
  tooMany: 'familyTooMany',
  name: 'familyName',
  relation: 'familyRelation',
  phone: 'familyPhone',
} as const

/**
 * Checks the given values of built-in record fields and turns them into column changes. Every key must be a
 * built-in field the caller may edit (else 410202 'No field permissions: …'); texts are trimmed and limited; dates
 * are yyyy-mm-dd; the mobile is a mainland number and unique among the tenant's staff; the ID number passes its check
 * digit; the bank account number is 12–30 digits; the family list passes checkFamily; the organisation, post and position belong to the tenant (the position to the organisation).
 */
export async function checkRecordChanges(
  db: Db,
  lang: Lang,
  input: {
    tenantId: number
    employeeId: number | null
    values: Record<string, unknown>
    access: Record<string, FieldAccess>
    current: Current
  },
): Promise<RecordChanges> {
  const { tenantId, employeeId, values, access, current } = input
  const employee: EmployeeChanges = {}
  const profile: ProfileChanges = {}
  const set = (column: string, value: unknown) => {
    if (PROFILE_COLUMNS.has(column)) (profile as Record<string, unknown>)[column] = value
    else (employee as Record<string, unknown>)[column] = value
  }
  const keys = new Set(BUILTIN_FIELDS[EMPLOYEE_RECORD].map((f) => f.key))
  const dictionaryKeys = Object.keys(values).filter((key) => DICTIONARY_COLUMNS[key] && keys.has(key))
  const dictionaries = dictionaryKeys.length
    ? await dictionariesOf(db, tenantId, Date.now(), dictionaryKeys.map(dictionaryOfField))
    : []
  for (const [key, raw] of Object.entries(values)) {
    // Custom-form fields are saved through formInstance/create; anything else is not a field of the record.
    if (!keys.has(key)) throw recordError(lang, 'unknownField', { key: key.slice(0, 60) })
    // The person's current contract, kept by the contracts page: the record shows it and takes it unchanged only.
    if ((CONTRACT_FIELDS as readonly string[]).includes(key)) {
      if ((raw ?? '') === (current[key] ?? '')) continue
      throw recordError(lang, 'contractField', { label: labelOf(lang, key) })
    }
    if (access[key] !== 'edit') throw recordError(lang, 'fieldNotEditable', { label: labelOf(lang, key) })
    const label = labelOf(lang, key)
    const textValue = raw === null || raw === undefined ? '' : String(raw).trim()
    if (TEXT_LIMITS[key]) {
      const rule = TEXT_LIMITS[key]
      if (rule.required && !textValue) throw recordError(lang, 'required', { label })
      if (textValue.length > rule.max) throw recordError(lang, 'tooLong', { label, max: rule.max })
      set(rule.column, textValue)
    } else if (DATE_COLUMNS[key]) {
      const rule = DATE_COLUMNS[key]
      if (!textValue) {
        if (rule.required) throw recordError(lang, 'required', { label })
        set(rule.column, null)
      } else {
        if (!/^\d{4}-\d{2}-\d{2}$/.test(textValue) || !calendarDate(textValue.replace(/-/g, '')))
          throw recordError(lang, 'notDate', { label })
        set(rule.column, epochDay(textValue))
      }
    } else if (key === 'mobile') {
      if (!MOBILE.test(textValue)) throw recordError(lang, 'badPhone')
      set('phone', textValue)
    } else if (key === 'emergencyPhone') {
      if (textValue && !CONTACT_PHONE.test(textValue)) throw recordError(lang, 'badPhone')
      set('emergency_phone', textValue)
    } else if (key === 'bankAccount') {
      const digits = textValue.replace(/\s+/g, '')
      if (digits && !BANK_ACCOUNT.test(digits)) throw recordError(lang, 'badBankAccount')
      set('bank_account', digits)
    } else if (key === 'family') {
      const checked = checkFamily(textValue)
      if (!checked.ok) throw recordError(lang, FAMILY_PROBLEMS[checked.problem])
      set('family', checked.text)
    } else if (key === 'email') {
      if (textValue && (textValue.length > 200 || !EMAIL.test(textValue))) throw recordError(lang, 'badEmail')
      set('email', textValue)
    } else if (key === 'gender') {
      if (textValue !== '1' && textValue !== '2') throw recordError(lang, 'badGender')
      set('gender', Number(textValue))
    } else if (key === 'idNumber') {
      if (textValue) {
        const parsed = parsePnid(textValue)
        if (!parsed.ok)
          throw recordError(
            lang,
            parsed.problem === 'format' ? 'idFormat' : parsed.problem === 'birthDate' ? 'idBirthDate' : 'idCheckDigit',
          )
      }
      set('id_number', textValue.toUpperCase())
    } else if (DICTIONARY_COLUMNS[key]) {
      // An enabled value of the dictionary, or the record's present value even when it was disabled since.
      const dictionary = dictionaries.find((d) => d.code === dictionaryOfField(key))
      const known = dictionary?.values.find((v) => v.code === textValue)
      if (textValue && !(known?.enabled || (known && current[key] === textValue)))
        throw recordError(lang, 'notOption', { label })
      set(DICTIONARY_COLUMNS[key], textValue)
    } else if (key === 'organ' || key === 'zhiwei' || key === 'gangwei') {
      const id = Number(textValue)
      if (!Number.isInteger(id) || id < 1) throw recordError(lang, 'required', { label })
      set(`${key}_id`, id)
    }
  }
  const after = (key: string, column: string): unknown =>
    column in employee
      ? (employee as Record<string, unknown>)[column]
      : column in profile
        ? (profile as Record<string, unknown>)[column]
        : current[key]
  await checkReferences(db, lang, tenantId, {
    organ: after('organ', 'organ_id'),
    zhiwei: after('zhiwei', 'zhiwei_id'),
    gangwei: after('gangwei', 'gangwei_id'),
  })
  const asEpoch = (v: unknown) => (typeof v === 'string' ? epochDay(v) : (v as number | null))
  // Work began here at the latest.
  const workStart = asEpoch(after('workStartDate', 'work_start_date'))
  const entry = asEpoch(after('entryDate', 'entry_date'))
  if (workStart !== null && entry !== null && workStart > entry) throw recordError(lang, 'workStartOrder')
  await checkUnique(db, lang, tenantId, employeeId, {
    phone: employee.phone,
    jobNumber: employee.job_number,
    idNumber: profile.id_number,
  })
  return { employee, profile }
}
