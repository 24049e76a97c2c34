import type { Db } from '../../core/db/types'
import type { Lang } from '../../core/lang'
import type { FieldType, RuleKind } from './fields'
import { fieldsOf, itemOf } from './items'
import { rulesError, rulesWord } from './texts'

/** A condition as saved: `field` compared by `op` with `values` (all text). */
export interface Condition {
  field: string
  op: string
  values: string[]
}

const NUMBER = /^-?\d{1,9}(\.\d{1,4})?$/
const DATE = /^\d{4}-\d{2}-\d{2}$/

/** True when a date is written YYYY-MM-DD and exists. */
const isDay = (value: string) => DATE.test(value) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value)

/** True when `values` fit a field of `type` (one value, except an enum's set). */
function fits(type: FieldType, values: string[], allowed: ReadonlySet<string>): boolean {
  if (type === 'enum') return values.length > 0 && values.every((value) => allowed.has(value))
  if (values.length !== 1) return false
  const [value] = values
  if (type === 'number') return NUMBER.test(value)
  if (type === 'date') return isDay(value)
  if (type === 'boolean') return value === 'true' || value === 'false'
  return value.length > 0 && value.length <= 100
}

/**
 * Checks conditions against the fields the rule kind offers the tenant (approval: for the business type): a known
 * field, an operator valid for its type, values that fit it (an enum's from the tenant's own values). Answers them
 * in their clean shape; throws unknownField (412801), badOperator (412802) or badValue (412803). `step`: the
 * workflow step they belong to, named in the message.
 */
export async function checkConditions(
  db: Db,
  input: { tenantId: number; kind: RuleKind; bizType?: string; step?: number; now: number },
  conditions: readonly Condition[],
  lang: Lang,
): Promise<Condition[]> {
  const fields = fieldsOf(db, input.kind, input.bizType)
  const checked: Condition[] = []
  for (const [index, condition] of conditions.entries()) {
    const n = index + 1
    const at =
      input.step === undefined
        ? rulesWord(lang, 'condition', { n })
        : rulesWord(lang, 'stepCondition', { n, step: input.step })
    const field = fields.find((f) => f.key === condition.field)
    if (!field) throw rulesError(lang, 'unknownField', { at, field: condition.field })
    const item = await itemOf(db, input.tenantId, field, input.bizType, input.now)
    const label = field.label[lang]
    if (!item.operators.some((op) => op === condition.op))
      throw rulesError(lang, 'badOperator', { at, op: condition.op, label, ops: item.operators.join(', ') })
    const values = condition.values.map((value) => value.trim())
    const allowed = new Set((item.values ?? []).map((choice) => choice.value))
    if (!fits(item.type, values, allowed))
      throw rulesError(lang, 'badValue', { at, label, what: rulesWord(lang, item.type) })
    checked.push({ field: field.key, op: condition.op, values: [...new Set(values)] })
  }
  return checked
}
