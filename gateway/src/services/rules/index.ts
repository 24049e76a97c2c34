// The rule engine's narrow interface: what other services use (this file loads no routes).
export { conditionField, CONDITION_FIELDS, type Choice, type ConditionField, type Names, type RuleKind } from './fields'
export { conditionItems, type ConditionItem } from './items'
export { checkConditions, type Condition } from './check'
export { holds, type Fact, type Facts } from './evaluate'
export { rulesCodes } from './texts'
