import type { Db } from '../../core/db/types'
import { handle } from '../../core/service'
import { ORG_CHANGED, type OrgChange } from '../personnel'
import { listenersOf } from './hr-events'
import { queueEvent } from './events'

/** The unit as the vendor API's directory/units answers it (ids as there; no person in it), or only its id and name. */
async function unitOf(db: Db, change: OrgChange) {
  const row =
    change.change === 'removed'
      ? undefined
      : await db
          .selectFrom('organ')
          .select(['id', 'name', 'parent_id'])
          .where('tenant_id', '=', change.tenantId)
          .where('id', '=', change.id)
          .executeTakeFirst()
  return row ? { id: row.id, name: row.name, parentId: row.parent_id } : { id: change.id, name: change.name }
}

/** The position as the vendor API's org/positions answers it, or only its id and name once removed. */
async function positionOf(db: Db, change: OrgChange) {
  const row =
    change.change === 'removed'
      ? undefined
      : await db
          .selectFrom('gangwei')
          .select(['id', 'name', 'organ_id', 'headcount'])
          .where('tenant_id', '=', change.tenantId)
          .where('id', '=', change.id)
          .executeTakeFirst()
  return row
    ? { id: row.id, name: row.name, unitId: row.organ_id, headcount: Number(row.headcount) }
    : { id: change.id, name: change.name }
}

/**
 * org.changed (a unit created, renamed, moved or removed) and position.changed (a position saved or removed) to each
 * installation that hears the topic under a consented org.read, queued in the transaction of the change. The payload
 * holds the unit's or position's ids as the vendor API reads them, and no person.
 */
export const webhooksOnOrgChange = handle(ORG_CHANGED, async (db, change) => {
  const topic = change.kind === 'unit' ? 'org.changed' : 'position.changed'
  const hooks = await listenersOf(db, change.tenantId, topic)
  if (!hooks.length) return
  const data =
    change.kind === 'unit'
      ? { change: change.change, unit: await unitOf(db, change) }
      : { change: change.change, position: await positionOf(db, change) }
  for (const hook of hooks) await queueEvent(db, hook, topic, data, change.at)
})
