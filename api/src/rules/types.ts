import type { Static } from 'typebox'
import type { condition, conditionItem } from './fields'

// The rule engine's wire types, from the contract's schemas (apps import them from @hr-portal/api/client/rules).
export type ConditionItem = Static<typeof conditionItem>
export type Condition = Static<typeof condition>
export type { FieldType, Operator, RuleKind } from './fields'
