import { callThrough } from '@hr-portal/api/client'
import { accessApi } from '@hr-portal/api/client/access'
import { type DefinitionInput, workflowApi } from '@hr-portal/api/client/workflow'
import { http } from '@hr-portal/kit'

// Workflow definitions and the roles a step may name, typed by the contract (api/src/workflow, api/src/access).
export type { Definition, DefinitionStep } from '@hr-portal/api/client/workflow'

const workflow = workflowApi(callThrough(http))
const joyhr = accessApi(callThrough(http))

export const definitionsApi = {
  list: () => workflow.definitions.list(),
  save: (definition: DefinitionInput) => workflow.definitions.save(definition),
  /** The tenant's roles, in the page's language (none when they cannot be read). */
  roles: () => joyhr.roles.list().catch(() => []),
}
