import { items } from './items'

/** The rule engine (gateway services/rules, §7 rule-engine condition-item queries): the condition items of each rule kind. */
export const rules = { items }

export { RULES } from './codes'
export {
  conditionInput,
  conditionItem,
  FIELD_TYPES,
  OPERATOR_WORDS,
  OPERATORS,
  RULE_KINDS,
  type FieldType,
  type Operator,
  type RuleKind,
} from './fields'
