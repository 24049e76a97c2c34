import { callThrough } from '@hr-portal/api/client'
import { type AbsenceInput, workflowApi } from '@hr-portal/api/client/workflow'
import { http } from '@hr-portal/kit'

// Delegation's answers, typed by the contract (api/src/workflow): an absence's `fromWall`/`toWall` are
// 'YYYY-MM-DDTHH:MM' in the company's time zone; `delegatedToMe` holds what waits for me on each one's behalf now.
export type { Absence, Colleague, Delegation } from '@hr-portal/api/client/workflow'

const workflow = workflowApi(callThrough(http))

export const delegationApi = {
  mine: () => workflow.delegation.mine(),
  save: (input: AbsenceInput) => workflow.delegation.save(input),
  end: (id: string) => workflow.delegation.end({ id }),
  remove: (id: string) => workflow.delegation.delete({ id }),
  colleagues: (keyword: string) => workflow.delegation.colleagues({ keyword }),
}
