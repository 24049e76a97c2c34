import { route } from '../route'
import { int, list, num, objectBody, oneOf, record, str, text, Type } from '../schema'
import { RULES } from '../rules/codes'
import { conditionsInput } from '../rules/fields'
import { WORKFLOW } from './codes'
import { BIZ_TYPE, definitionStep } from './fields'

/** Highest manager level a step may name (the line manager is 1). */
export const MAX_MANAGER_LEVEL = 5

const TENANT =
  "the session tenant's definitions; roles must be the tenant's (workflow/transitions.test.ts, tenant-isolation/hr-work.test.ts)"

// One flat shape (the gateway checks the pair): oneOf with additionalProperties would strip across branches.
const stepInput = Type.Object(
  {
    nameZh: text(60, 1),
    nameEn: text(60, 1),
    minAmount: Type.Optional(Type.Number({ minimum: 0, maximum: 100_000 })),
    /** The step applies only when all hold: fields, operators and values of the rule engine's approval items. */
    conditions: conditionsInput(),
    approver: Type.Object(
      {
        type: oneOf(['manager', 'role']),
        level: Type.Optional(int(1, MAX_MANAGER_LEVEL)),
        roleId: Type.Optional(int(1, 2_147_483_647)),
      },
      { additionalProperties: false },
    ),
  },
  { additionalProperties: false },
)

export const definition = record({ bizType: str(), name: str(), steps: list(definitionStep), updatedAt: num() })

/** Workflow definitions of the session's tenant: list (function 7002) and save (700201). */
export const definitions = {
  list: route({
    method: 'POST',
    path: '/workflow/web/definition/list',
    body: objectBody({}),
    result: record({ defaultSteps: list(definitionStep), definitions: list(definition) }),
    errors: [],
    tenant: TENANT,
    summary: "The tenant's definitions, and the steps of a business type without one (the line manager).",
  }),
  save: route({
    method: 'POST',
    path: '/workflow/web/definition/save',
    body: objectBody(
      {
        bizType: BIZ_TYPE(),
        name: text(100, 1),
        steps: Type.Array(stepInput, { minItems: 1, maxItems: 10 }),
      },
      ['bizType', 'name', 'steps'],
    ),
    result: record({ bizType: str() }),
    errors: [WORKFLOW.badDefinition, RULES.unknownField, RULES.badOperator, RULES.badValue],
    tenant: TENANT,
    summary: "Replaces the steps of a business type's workflow.",
  }),
}
