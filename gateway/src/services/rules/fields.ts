import type { rulesContract } from '@hr-portal/api'
import type { Db } from '../../core/db/types'
import { handle, hookOf, type Handler } from '../../core/service'

export type RuleKind = rulesContract.RuleKind
export type FieldType = rulesContract.FieldType
export type Operator = rulesContract.Operator

/** A text in both languages. */
export interface Names {
  zh: string
  en: string
}

/** One value an enum field allows. */
export interface Choice {
  value: string
  label: Names
}

/** A field a condition may test, as a service declares it. */
export interface ConditionField {
  key: string
  label: Names
  type: FieldType
  /** The rule kinds that offer it. */
  kinds: readonly RuleKind[]
  /** Approval: the business types that offer it (absent: every type). */
  bizTypes?: readonly string[]
  /** Its unit, per business type for approval (absent or null: none). */
  unit?: (bizType: string | undefined) => Names | null
  /** An enum field's allowed values: the tenant's own where the data lives in a table. */
  values?: (db: Db, tenantId: number, now: number) => Promise<Choice[]>
}

/** The fields the services above hand to the rule engine (see conditionField). */
export const CONDITION_FIELDS = hookOf<ConditionField>('rules.conditionField')

/**
 * A field a rule's conditions may test, for the `handlers` of the service that owns its data (leave: the leave type).
 * @example conditionField({ key: 'leaveType', label: { zh: '假期类型', en: 'Leave type' }, type: 'enum', kinds: ['leavePolicy'], values: … })
 */
export const conditionField = (field: ConditionField): Handler => handle(CONDITION_FIELDS, field)
