import type { Db } from '../../../core/db/types'
import { calculateRun, type CalcOptions, type CalcWarning } from './calculate'
import { calculateCorrection } from './correction'
import { requireMonthSettled } from './month-runs'
import { calculateOffCycle } from './off-cycle'
import { requireStatus, runOf } from './run-store'

/**
 * Calculates a run by its kind: a regular run (run/calculate.ts), an off-cycle run (run/off-cycle.ts) or a correction
 * (run/correction.ts), each in one transaction. A regular run too waits while another run of its month with the same
 * people is calculated but not locked (month-runs.ts). An off-cycle run or correction is calculated whole when one
 * person is asked for (the others come out the same).
 */
export async function calculateAnyRun(
  db: Db,
  tenantId: number,
  runId: number,
  given: CalcOptions,
): Promise<{ lines: number; warnings: CalcWarning[] }> {
  const options = { ...given, startedAt: given.startedAt ?? Date.now() }
  const run = await runOf(db, tenantId, runId, options.lang)
  if (run.kind === 'offCycle') return calculateOffCycle(db, tenantId, run, options)
  if (run.kind === 'correction') return calculateCorrection(db, tenantId, run, options)
  requireStatus(run, ['draft', 'calculated'], options.lang, 'calculatedAction')
  const ids = options.only
    ? [options.only.employeeId]
    : (
        await db
          .selectFrom('salary_line')
          .select('employee_id')
          .where('tenant_id', '=', tenantId)
          .where('run_id', '=', runId)
          .execute()
      ).map((line) => line.employee_id)
  await requireMonthSettled(db, tenantId, run, ids, options.lang)
  return calculateRun(db, tenantId, runId, options)
}
