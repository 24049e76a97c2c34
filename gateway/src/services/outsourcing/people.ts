import type { Db } from '../../core/db/types'
import { handle } from '../../core/service'
import { OUTSIDE_PEOPLE, type OutsidePerson } from '../scheduling'

/** A worker's attendance id (below zero, never an employee's) and back. */
export const attendanceIdOf = (workerId: number): number => -workerId
export const workerIdOf = (attendanceId: number): number => -attendanceId

/**
 * The department each worker works in now: the assignment covering today, else their latest one; workers without an
 * assignment have none (the tenant's default calendar, Monday to Friday).
 */
async function organsOf(db: Db, tenantId: number, ids: number[]): Promise<Map<number, number | null>> {
  const workerIds = ids.map(workerIdOf)
  const organs = new Map<number, number | null>()
  const today = new Date().toISOString().slice(0, 10)
  for (let i = 0; i < workerIds.length; i += 900) {
    const part = workerIds.slice(i, i + 900)
    const [workers, assignments] = await Promise.all([
      db
        .selectFrom('outsourcing_worker')
        .select('id')
        .where('tenant_id', '=', tenantId)
        .where('id', 'in', part)
        .execute(),
      db
        .selectFrom('outsourcing_assignment')
        .select(['worker_id', 'organ_id', 'from_day', 'to_day'])
        .where('tenant_id', '=', tenantId)
        .where('worker_id', 'in', part)
        .orderBy('from_day')
        .execute(),
    ])
    for (const worker of workers) {
      const own = assignments.filter((a) => a.worker_id === worker.id)
      const now = own.find((a) => a.from_day <= today && (a.to_day === null || a.to_day >= today)) ?? own.at(-1)
      organs.set(attendanceIdOf(worker.id), now?.organ_id ?? null)
    }
  }
  return organs
}

/** The worker an account of the tenant signs in as, as the attendance pages read a person. */
async function personOfAccount(db: Db, tenantId: number, userId: number): Promise<OutsidePerson | undefined> {
  const worker = await db
    .selectFrom('outsourcing_worker')
    .select(['id', 'name'])
    .where('tenant_id', '=', tenantId)
    .where('user_id', '=', userId)
    .executeTakeFirst()
  if (!worker) return undefined
  const organs = await organsOf(db, tenantId, [attendanceIdOf(worker.id)])
  return {
    id: attendanceIdOf(worker.id),
    name: worker.name,
    job_number: '',
    organ_id: organs.get(attendanceIdOf(worker.id)) ?? null,
  }
}

/** The outsourced workers keep attendance: this service answers for them to scheduling. */
export const outsideWorkers = handle(OUTSIDE_PEOPLE, { organsOf, personOfAccount })
