import { rulesContract } from '@hr-portal/api'
import type { Db } from '../../core/db/types'
import { wiringOf } from '../../core/service'
import { BUILTIN_FIELDS } from './builtin-fields'
import { CONDITION_FIELDS, type Choice, type ConditionField, type Names, type Operator, type RuleKind } from './fields'

/** A condition item as answered: what a condition on the field may be. */
export interface ConditionItem {
  key: string
  label: Names
  type: ConditionField['type']
  unit: Names | null
  operators: Operator[]
  values: Choice[] | null
}

/** The fields a rule kind offers (approval: those of the business type `bizType` too), the built-in ones first. */
export function fieldsOf(db: Db, kind: RuleKind, bizType?: string): ConditionField[] {
  return [...BUILTIN_FIELDS, ...wiringOf(db).all(CONDITION_FIELDS)].filter(
    (field) =>
      field.kinds.includes(kind) &&
      (kind !== 'approval' || !field.bizTypes || (bizType !== undefined && field.bizTypes.includes(bizType))),
  )
}

/** A field as an item: its operators by type and, for an enum, the tenant's values. */
export async function itemOf(
  db: Db,
  tenantId: number,
  field: ConditionField,
  bizType: string | undefined,
  now: number,
): Promise<ConditionItem> {
  return {
    key: field.key,
    label: field.label,
    type: field.type,
    unit: field.unit?.(bizType) ?? null,
    operators: [...rulesContract.OPERATORS[field.type]],
    values: field.type === 'enum' ? ((await field.values?.(db, tenantId, now)) ?? []) : null,
  }
}

/** The condition items of a rule kind for the tenant. */
export async function conditionItems(
  db: Db,
  tenantId: number,
  kind: RuleKind,
  bizType: string | undefined,
  now: number,
): Promise<ConditionItem[]> {
  return Promise.all(fieldsOf(db, kind, bizType).map((field) => itemOf(db, tenantId, field, bizType, now)))
}
