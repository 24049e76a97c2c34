import type { Db } from './db'

/** A trip of a tenant's catalogue. `price` is yuan per person as decimal text; each date has `seats` seats. */
export interface Trip {
  id: number
  titleZh: string
  titleEn: string
  destination: string
  days: number
  price: string
  seats: number
  dates: string[]
}

export type TripInput = Omit<Trip, 'id'>

interface TripRow {
  id: number
  title_zh: string
  title_en: string
  destination: string
  days: number
  price: string
  seats: number
  dates: string
}

const toTrip = (row: TripRow): Trip => ({
  id: row.id,
  titleZh: row.title_zh,
  titleEn: row.title_en,
  destination: row.destination,
  days: row.days,
  price: row.price,
  seats: row.seats,
  dates: JSON.parse(row.dates) as string[],
})

const COLUMNS = 'id, title_zh, title_en, destination, days, price, seats, dates'

export function listTrips(db: Db, tenantId: number): Trip[] {
  return (db.prepare(`SELECT ${COLUMNS} FROM trip WHERE tenant_id = ? ORDER BY id`).all(tenantId) as TripRow[]).map(
    toTrip,
  )
}

export function findTrip(db: Db, tenantId: number, id: number): Trip | undefined {
  const row = db.prepare(`SELECT ${COLUMNS} FROM trip WHERE tenant_id = ? AND id = ?`).get(tenantId, id) as
    | TripRow
    | undefined
  return row && toTrip(row)
}

/** Adds a trip (no `id`) or changes one; answers its id, or undefined when the trip to change is not the tenant's. */
export function saveTrip(db: Db, tenantId: number, trip: TripInput, now: Date, id?: number): number | undefined {
  const values = [
    trip.titleZh,
    trip.titleEn,
    trip.destination,
    trip.days,
    trip.price,
    trip.seats,
    JSON.stringify(trip.dates),
    now.toISOString(),
  ]
  if (id !== undefined) {
    const changed = db
      .prepare(`UPDATE trip SET title_zh = ?, title_en = ?, destination = ?, days = ?, price = ?, seats = ?, dates = ?, updated_at = ?
      WHERE tenant_id = ? AND id = ?`)
      .run(...values, tenantId, id)
    return changed.changes ? id : undefined
  }
  const next = (
    db.prepare('SELECT coalesce(max(id), 0) + 1 AS id FROM trip WHERE tenant_id = ?').get(tenantId) as { id: number }
  ).id
  db.prepare(`INSERT INTO trip (tenant_id, id, title_zh, title_en, destination, days, price, seats, dates, updated_at)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`).run(tenantId, next, ...values)
  return next
}

/** Deletes a trip unless bookings that hold seats (pending, approved) name it; answers whether it was deleted. */
export function deleteTrip(db: Db, tenantId: number, id: number): boolean {
  return db.transaction(() => {
    const held = db
      .prepare(`SELECT 1 FROM booking WHERE tenant_id = ? AND trip_id = ? AND state IN ('pending', 'approved')`)
      .get(tenantId, id)
    if (held) return false
    return db.prepare('DELETE FROM trip WHERE tenant_id = ? AND id = ?').run(tenantId, id).changes > 0
  })()
}

/** Seats taken on one departure: travellers of the bookings that are pending or approved. */
export function seatsTaken(db: Db, tenantId: number, tripId: number, date: string): number {
  const row = db
    .prepare(`SELECT coalesce(sum(travellers), 0) AS taken FROM booking
    WHERE tenant_id = ? AND trip_id = ? AND trip_date = ? AND state IN ('pending', 'approved')`)
    .get(tenantId, tripId, date) as { taken: number }
  return row.taken
}
