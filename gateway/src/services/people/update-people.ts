import type { EmployeeTable } from '../../core/db/types'
import { indexEmployees } from '../search'
import { keepHistory, snapshotsOf } from './record-history'
import { auditPeople, peopleError, type PeopleScope } from './scope'

/** The placement of a staff member: unit, position and post. */
export type Placement = Partial<Pick<EmployeeTable, 'organ_id' | 'gangwei_id' | 'zhiwei_id'>>

/**
 * Moves staff members of the tenant to other units, positions or posts (the batch change of the personnel pages),
 * refusing a unit, position or post of another tenant; their search documents follow, each gets an audit row.
 */
export async function placePeople(scope: PeopleScope, moves: Array<{ id: number; set: Placement }>): Promise<void> {
  if (!moves.length) return
  const { db, tenantId } = scope
  const wanted = (key: keyof Placement) => [
    ...new Set(moves.flatMap(({ set }) => (set[key] === undefined ? [] : [set[key]!]))),
  ]
  const known = async (table: 'organ' | 'gangwei' | 'zhiwei', ids: number[]) =>
    !ids.length ||
    (await db.selectFrom(table).select('id').where('tenant_id', '=', tenantId).where('id', 'in', ids).execute())
      .length === ids.length
  if (
    !(
      (await known('organ', wanted('organ_id'))) &&
      (await known('gangwei', wanted('gangwei_id'))) &&
      (await known('zhiwei', wanted('zhiwei_id')))
    )
  ) {
    throw peopleError(scope.lang, 'badPlacement')
  }
  const ids = moves.map((move) => move.id)
  const before = await snapshotsOf(db, tenantId, ids)
  for (const { id, set } of moves) {
    await db.updateTable('employee').set(set).where('tenant_id', '=', tenantId).where('id', '=', id).execute()
  }
  const history = {
    tenantId,
    actor: scope.actor,
    cause: scope.cause ?? ('batch' as const),
    now: scope.now ?? Date.now(),
  }
  await keepHistory(db, history, before, ids)
  await indexEmployees(
    db,
    tenantId,
    moves.map((move) => move.id),
  )
  await auditPeople(
    scope,
    'person.update',
    moves.map(({ id, set }) => ({ refId: id, detail: set })),
  )
}
