import type { Db } from '../../core/db/types'
import { dictionariesOf } from '../masterdata'
import type { Choice, ConditionField, Names } from './fields'

/** The unit of a request's amount per business type (leave: days, overtime: hours; others count no unit). */
const AMOUNT_UNITS: Readonly<Record<string, Names>> = {
  leave: { zh: '天', en: 'days' },
  maternityExtra: { zh: '天', en: 'days' },
  overtime: { zh: '小时', en: 'hours' },
}

/** The tenant's departments (organisation units), named in both languages, in the tree's order. */
async function departments(db: Db, tenantId: number): Promise<Choice[]> {
  const rows = await db
    .selectFrom('organ')
    .select(['id', 'name', 'name_en'])
    .where('tenant_id', '=', tenantId)
    .orderBy('level')
    .orderBy('sort')
    .orderBy('id')
    .execute()
  return rows.map((row) => ({ value: String(row.id), label: { zh: row.name, en: row.name_en || row.name } }))
}

/** The tenant's contract (employment) types from its master data, enabled values only. */
async function contractTypes(db: Db, tenantId: number, now: number): Promise<Choice[]> {
  const [dictionary] = await dictionariesOf(db, tenantId, now, ['contractType'])
  return (dictionary?.values ?? [])
    .filter((value) => value.enabled)
    .map((value) => ({ value: value.code, label: { zh: value.nameZh, en: value.nameEn || value.nameZh } }))
}

/**
 * The fields the rule engine knows itself: the request's amount, the person's department (a unit or any unit under
 * it), length of service, gender and contract type. The services owning other data hand theirs (CONDITION_FIELDS).
 */
export const BUILTIN_FIELDS: readonly ConditionField[] = [
  {
    key: 'amount',
    label: { zh: '申请数量', en: 'Amount requested' },
    type: 'number',
    kinds: ['approval'],
    unit: (bizType) => AMOUNT_UNITS[bizType ?? ''] ?? null,
  },
  {
    key: 'department',
    label: { zh: '所在部门（含下级）', en: 'Department (or a unit under it)' },
    type: 'enum',
    kinds: ['approval', 'overtime', 'leavePolicy'],
    values: departments,
  },
  {
    key: 'serviceMonths',
    label: { zh: '司龄', en: 'Length of service' },
    type: 'number',
    kinds: ['approval', 'leavePolicy'],
    unit: () => ({ zh: '个月', en: 'months' }),
  },
  {
    key: 'gender',
    label: { zh: '性别', en: 'Gender' },
    type: 'enum',
    kinds: ['approval', 'leavePolicy'],
    // The staff record's gender codes (1 men, 2 women): no table holds them.
    values: async () => [
      { value: '1', label: { zh: '男', en: 'Male' } },
      { value: '2', label: { zh: '女', en: 'Female' } },
    ],
  },
  {
    key: 'contractType',
    label: { zh: '用工类型（合同类型）', en: 'Employment type (contract type)' },
    type: 'enum',
    kinds: ['overtime', 'leavePolicy'],
    values: contractTypes,
  },
]
