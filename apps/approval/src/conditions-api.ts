import { callThrough } from '@hr-portal/api/client'
import { type ConditionItem, type RuleKind, rulesApi } from '@hr-portal/api/client/rules'
import { http } from '@hr-portal/kit'

// The rule engine's condition items, typed by the contract (api/src/rules).
export type { Condition, ConditionItem, Operator, RuleKind } from '@hr-portal/api/client/rules'

const rules = rulesApi(callThrough(http))
/** Items asked once per rule kind and business type while the page lives (every step of a workflow shares them). */
const asked = new Map<string, Promise<ConditionItem[]>>()

export const conditionsApi = {
  /** The fields a condition of `kind` may test (approval: of the business type), with operators and values. */
  items(kind: RuleKind, bizType?: string): Promise<ConditionItem[]> {
    const key = `${kind}:${bizType ?? ''}`
    let items = asked.get(key)
    if (!items) {
      items = rules.items.list({ kind, ...(bizType ? { bizType } : {}) }).then((answer) => answer.items)
      // A failed question is asked again next time.
      items.catch(() => asked.delete(key))
      asked.set(key, items)
    }
    return items
  },
}
