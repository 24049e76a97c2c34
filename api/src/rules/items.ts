import { route } from '../route'
import { objectBody, oneOf, list, record, str, Type } from '../schema'
import { conditionItem, RULE_KINDS } from './fields'

/** §7 rule-engine condition-item queries: the fields a condition of a rule kind may test. */
export const items = {
  list: route({
    method: 'POST',
    path: '/ruleEngine/web/conditionItem/list',
    body: objectBody({ kind: oneOf(RULE_KINDS), bizType: Type.String({ pattern: '^[A-Za-z][A-Za-z0-9_-]{0,39}$' }) }, [
      'kind',
    ]),
    result: record({ kind: str(), items: list(conditionItem) }),
    errors: [],
    tenant:
      "an enum field's values are the session tenant's own (departments, leave types, contract types) (rules/items.test.ts)",
    summary:
      'The fields a condition of a rule kind may test (approval: of the business type `bizType`), with their operators and, for a choice, the allowed values.',
  }),
}
