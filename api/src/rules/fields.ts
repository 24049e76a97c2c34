import { list, nullable, oneOf, optional, record, str, text, Type } from '../schema'

/** What a rule is configured for: a workflow business type's approval steps, an overtime rule, a leave policy. */
export const RULE_KINDS = ['approval', 'overtime', 'leavePolicy'] as const
/** The types of value a condition may test. */
export const FIELD_TYPES = ['number', 'text', 'enum', 'date', 'boolean'] as const
/** Every operator a condition may use; which ones suit a field follows from its type (OPERATORS). */
export const OPERATOR_WORDS = [
  'eq',
  'ne',
  'gt',
  'gte',
  'lt',
  'lte',
  'contains',
  'in',
  'notIn',
  'before',
  'after',
] as const

export type RuleKind = (typeof RULE_KINDS)[number]
export type FieldType = (typeof FIELD_TYPES)[number]
export type Operator = (typeof OPERATOR_WORDS)[number]

/** The operators valid for each type of field. */
export const OPERATORS: Readonly<Record<FieldType, readonly Operator[]>> = {
  number: ['eq', 'ne', 'gt', 'gte', 'lt', 'lte'],
  text: ['eq', 'ne', 'contains'],
  enum: ['in', 'notIn'],
  date: ['eq', 'before', 'after'],
  boolean: ['eq'],
}

const names = () => record({ zh: str(), en: str() })

/** A field a condition may test: its key, label and unit in both languages, type, operators and (enum) allowed values. */
export const conditionItem = record({
  key: str(),
  label: names(),
  type: oneOf(FIELD_TYPES),
  unit: nullable(names()),
  operators: list(oneOf(OPERATOR_WORDS)),
  values: nullable(list(record({ value: str(), label: names() }))),
})

/**
 * A condition as saved: `field` compared by `op` with `values`, all as text (a number in decimal, a date as
 * YYYY-MM-DD, a boolean as true or false): one value, or one or more for `in` and `notIn` (none: refused with badValue, which names the field).
 */
export const conditionInput = Type.Object(
  {
    field: text(40, 1),
    op: text(20, 1),
    values: Type.Array(text(100, 1), { maxItems: 50 }),
  },
  { additionalProperties: false },
)
/** A condition as answered. */
export const condition = record({ field: str(), op: str(), values: list(str()) })
/** The conditions of a rule (all must hold), as saved and as answered. */
export const conditionsInput = () => Type.Optional(Type.Array(conditionInput, { maxItems: 5 }))
export const conditions = () => optional(list(condition))
