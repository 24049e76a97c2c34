import { route } from '../route'
import { id, ids, integer, objectBody, oneOf, record, text } from '../schema'
import { SALARY } from './codes'
import { MONTH } from './runs'

const TENANT =
  "the session tenant's runs and groups only; another tenant's run id answers 410913 (tenant-isolation/payroll.test.ts)"
/** What a run pays: the monthly pay (one per group and month), a one-off payment, or a correction of a published run. */
export const RUN_KINDS = ['regular', 'offCycle', 'correction'] as const
/** A correction negates every line ('reverse') or recalculates chosen people with corrected inputs ('people'). */
export const CORRECTION_MODES = ['reverse', 'people'] as const

/** Runs beside the monthly one (820401): a bonus or one-off payment, and the correction of a published run. */
export const runKinds = {
  createOffCycle: route({
    method: 'POST',
    path: '/salary/web/run/createOffCycle',
    body: objectBody({ groupId: id(), month: MONTH, name: text(60, 1), employeeIds: ids(20000) }, [
      'groupId',
      'month',
      'name',
    ]),
    result: record({ id: integer() }),
    errors: [SALARY.groupNotFound, SALARY.emptyGroup, SALARY.notInRun],
    tenant: TENANT,
    summary:
      'A draft off-cycle run (a bonus or one-off payment) of a group and month with its name: the people chosen, or everyone the group pays that month; it pays input items only.',
  }),
  correct: route({
    method: 'POST',
    path: '/salary/web/run/correct',
    body: objectBody({ id: id(), mode: oneOf(CORRECTION_MODES), employeeIds: ids(20000) }, ['id', 'mode']),
    result: record({ id: integer() }),
    errors: [SALARY.runNotFound, SALARY.notPublished, SALARY.notCorrectable, SALARY.correctionOpen, SALARY.notInRun],
    tenant: TENANT,
    summary:
      'A draft correction of a published run: every line negated, or the people chosen recalculated with corrected inputs; it is calculated, approved and published as a run of its own.',
  }),
}
