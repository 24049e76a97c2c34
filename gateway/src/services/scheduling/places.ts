import type { Db } from '../../core/db/types'
import { organsOfPeople } from './outside-people'
import { planContext, groupOf } from './plan-context'

export interface Place {
  id: number
  name: string
  lat: number
  lng: number
  radius: number
}

/** The clock-in places of a person's attendance group (empty: none, or no group). */
export async function placesOf(db: Db, tenantId: number, employeeId: number): Promise<Place[]> {
  const [person] = await organsOfPeople(db, tenantId, [employeeId])
  if (!person) return []
  const today = new Date().toISOString().slice(0, 10)
  const group = groupOf(await planContext(db, tenantId, today, today), person.id, person.organ_id, new Map())
  if (!group) return []
  const rows = await db
    .selectFrom('att_group_place')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('group_id', '=', group.id)
    .orderBy('id')
    .execute()
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    lat: Number(row.lat),
    lng: Number(row.lng),
    radius: Number(row.radius_m),
  }))
}
