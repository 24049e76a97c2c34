import { sql, type RawBuilder } from 'kysely'
import { quickList, type QuickField, type QuickFilter } from '../masterdata'
import { STAFF_LIST } from '../access'

/** Where each quick filter of the staff list reads: a column of the employee, or of the record beyond it (employee_profile). */
interface StaffColumn {
  column: string
  profile?: true
}

const text = (key: string, labelZh: string, labelEn: string): QuickField => ({ key, labelZh, labelEn, kind: 'text' })
const dates = (key: string, labelZh: string, labelEn: string): QuickField => ({
  key,
  labelZh,
  labelEn,
  kind: 'dateRange',
})
const dictionary = (key: string, labelZh: string, labelEn: string): QuickField => ({
  key,
  labelZh,
  labelEn,
  kind: 'select',
  dictionary: key,
})
const GENDERS = [
  { value: '1', labelZh: '男', labelEn: 'Male' },
  { value: '2', labelZh: '女', labelEn: 'Female' },
]

/** The fields HR may offer as quick filters above the staff list (master data → Quick query), and where each reads. */
const FIELDS: Array<[QuickField, StaffColumn]> = [
  [text('name', '姓名', 'Name'), { column: 'name' }],
  [text('jobNumber', '工号', 'Job number'), { column: 'job_number' }],
  [{ key: 'organ', labelZh: '部门', labelEn: 'Department', kind: 'organ' }, { column: 'organ_id' }],
  [
    { key: 'gender', labelZh: '性别', labelEn: 'Gender', kind: 'select', choices: async () => GENDERS },
    { column: 'gender' },
  ],
  [dates('entryDate', '入职日期', 'Entry date'), { column: 'entry_date' }],
  [dates('leaveDate', '离职日期', 'Leave date'), { column: 'leave_date' }],
  [dates('birthDate', '出生日期', 'Birth date'), { column: 'birth_date', profile: true }],
  [dates('contractEnd', '合同结束日期', 'Contract end'), { column: 'contract_end', profile: true }],
  [dictionary('nationality', '国籍', 'Nationality'), { column: 'nationality', profile: true }],
  [dictionary('education', '学历', 'Education'), { column: 'education', profile: true }],
  [dictionary('maritalStatus', '婚姻状况', 'Marital status'), { column: 'marital_status', profile: true }],
  [dictionary('politicalStatus', '政治面貌', 'Political status'), { column: 'political_status', profile: true }],
  [dictionary('contractType', '合同类型', 'Contract type'), { column: 'contract_type', profile: true }],
]

/** The staff list's quick filters, handed to master data. */
export const staffQuickList = quickList({
  bizTypeId: STAFF_LIST,
  readFunction: '1002',
  fields: FIELDS.map(([field]) => field),
})

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (char) => `\\${char}`)
/** Epoch ms of a day's UTC midnight: how the directory and the record keep dates. */
const dayStart = (day: string) =>
  Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10)))
const DAY_MS = 86_400_000

/** The condition a checked filter puts on a row (`ref`: the column where it is read). */
function conditionOf(filter: QuickFilter, ref: RawBuilder<unknown>): RawBuilder<boolean> {
  switch (filter.kind) {
    case 'text':
      return sql<boolean>`lower(${ref}) like ${`%${escapeLike(filter.text.toLowerCase())}%`} escape '\\'`
    case 'select':
      return filter.key === 'gender'
        ? sql<boolean>`${ref} = ${Number(filter.value)}`
        : sql<boolean>`${ref} = ${filter.value}`
    case 'organ':
      return sql<boolean>`${ref} in (${sql.join(filter.organIds)})`
    case 'dateRange': {
      const from = filter.from === null ? sql<boolean>`1 = 1` : sql<boolean>`${ref} >= ${dayStart(filter.from)}`
      const to = filter.to === null ? sql<boolean>`1 = 1` : sql<boolean>`${ref} < ${dayStart(filter.to) + DAY_MS}`
      return sql<boolean>`(${ref} is not null and ${from} and ${to})`
    }
  }
}

/**
 * The staff list's quick filters (checked by master data's checkQuickFilters) as one condition on `employee` rows of
 * the tenant: the record's fields through its profile row.
 */
export function staffQuickCondition(tenantId: number, filters: QuickFilter[]): RawBuilder<boolean> {
  const parts = filters.map((filter) => {
    const where = FIELDS.find(([field]) => field.key === filter.key)?.[1]
    if (!where) throw new Error(`staffQuickCondition: no column for the quick filter ${filter.key}`)
    if (!where.profile) return conditionOf(filter, sql.ref(`employee.${where.column}`))
    return sql<boolean>`exists (select 1 from employee_profile where employee_profile.tenant_id = ${tenantId} and employee_profile.employee_id = employee.id and ${conditionOf(filter, sql.ref(`employee_profile.${where.column}`))})`
  })
  return sql<boolean>`(${sql.join(parts, sql` and `)})`
}
