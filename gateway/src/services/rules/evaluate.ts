import { Money } from '../../core/money'
import type { Condition } from './check'

/**
 * What a request or a person is, for conditions: a number, a text or date (YYYY-MM-DD), a boolean, or a set of
 * values (the department: the person's unit and every unit above it). null or absent: unknown.
 */
export type Fact = number | string | boolean | readonly string[] | null
export type Facts = Readonly<Record<string, Fact>>

/** Compares a fact with a condition's value as exact decimals (-1, 0, 1), or null when either is not a number. */
function compareNumbers(fact: Fact, value: string): number | null {
  if (typeof fact !== 'number' || !Number.isFinite(fact)) return null
  try {
    return new Money(String(fact)).comparedTo(new Money(value))
  } catch {
    return null
  }
}

/** True when one condition holds for the facts; an unknown fact holds for no condition. */
function holdsOne(condition: Condition, facts: Facts): boolean {
  const fact = facts[condition.field]
  if (fact === undefined || fact === null) return false
  const [value] = condition.values
  switch (condition.op) {
    case 'in':
    case 'notIn': {
      const have = Array.isArray(fact) ? fact : [String(fact)]
      const met = have.some((item) => condition.values.includes(item))
      return condition.op === 'in' ? met : !met
    }
    case 'contains':
      return typeof fact === 'string' && fact.toLowerCase().includes(value.toLowerCase())
    case 'before':
      return typeof fact === 'string' && fact < value
    case 'after':
      return typeof fact === 'string' && fact > value
    case 'eq':
    case 'ne': {
      const same = typeof fact === 'number' ? compareNumbers(fact, value) === 0 : String(fact) === value
      return condition.op === 'eq' ? same : !same
    }
    default: {
      const order = compareNumbers(fact, value)
      if (order === null) return false
      if (condition.op === 'gt') return order > 0
      if (condition.op === 'gte') return order >= 0
      if (condition.op === 'lt') return order < 0
      return condition.op === 'lte' && order <= 0
    }
  }
}

/** True when every condition holds for the facts (no conditions: true). A table of operators, never code from data. */
export const holds = (conditions: readonly Condition[], facts: Facts): boolean =>
  conditions.every((condition) => holdsOne(condition, facts))
