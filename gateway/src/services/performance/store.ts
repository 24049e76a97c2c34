import type { Db } from '../../core/db/types'
import type { Lang } from '../../core/lang'
import { perfError } from './errors'
import type { PerfCycleTable, PerfGoalTable, PerfParticipantTable } from './tables'

type IdTable = 'perf_cycle' | 'perf_goal' | 'perf_checkin' | 'perf_rating_change' | 'perf_salary_change'

/** The next id of a tenant's rows of `table` (run inside the writing transaction). */
export async function nextId(db: Db, table: IdTable, tenantId: number): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.max('id').as('max'))
    .where('tenant_id', '=', tenantId)
    .executeTakeFirst()
  return Number(row?.max ?? 0) + 1
}

/** The tenant's cycle, or the refusal (another tenant's cycle is as if unknown). */
export async function cycleOf(db: Db, tenantId: number, cycleId: number, lang: Lang): Promise<PerfCycleTable> {
  const cycle = await db
    .selectFrom('perf_cycle')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('id', '=', cycleId)
    .executeTakeFirst()
  if (!cycle) throw perfError(lang, 'cycleNotFound')
  return cycle
}

export function participantOf(
  db: Db,
  tenantId: number,
  cycleId: number,
  employeeId: number,
): Promise<PerfParticipantTable | undefined> {
  return db
    .selectFrom('perf_participant')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('cycle_id', '=', cycleId)
    .where('employee_id', '=', employeeId)
    .executeTakeFirst()
}

/** A participant's goals in their order. */
export function goalsOf(db: Db, tenantId: number, cycleId: number, employeeId: number): Promise<PerfGoalTable[]> {
  return db
    .selectFrom('perf_goal')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('cycle_id', '=', cycleId)
    .where('employee_id', '=', employeeId)
    .orderBy('sort')
    .orderBy('id')
    .execute()
}

/** A person of `peopleOf`'s map (a participant's staff record always exists: empty words if it did not). */
export const personIn = (people: Map<number, Person>, id: number): Person =>
  people.get(id) ?? { name: '', jobNumber: '', organ: '' }

type Person = { name: string; jobNumber: string; organ: string }

/** The people of the tenant by id: name, job number, department. */
export async function peopleOf(db: Db, tenantId: number, ids: number[]): Promise<Map<number, Person>> {
  if (ids.length === 0) return new Map()
  const rows = await db
    .selectFrom('employee')
    .leftJoin('organ', 'organ.id', 'employee.organ_id')
    .select(['employee.id', 'employee.name', 'employee.job_number', 'organ.name as organ_name'])
    .where('employee.tenant_id', '=', tenantId)
    .where('employee.id', 'in', [...new Set(ids)])
    .execute()
  return new Map(
    rows.map((row) => [row.id, { name: row.name, jobNumber: row.job_number, organ: row.organ_name ?? '' }]),
  )
}
