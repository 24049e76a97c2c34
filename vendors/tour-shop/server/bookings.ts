import { randomUUID } from 'node:crypto'
import { budgetOf } from './budget'
import { chinaDate } from './clock'
import type { Db } from './db'
import { ShopError, codes } from './errors'
import { exceeds, timesCount } from './money'
import type { ApprovalRow } from './portal-api'
import type { Booking, BookingState } from '../shared/booking'
import { findTrip, seatsTaken, type Trip } from './trips'

export type { Booking, BookingState }

export interface BookingRequest {
  tripId: number
  date: string
  travellers: number
}

interface BookingRow {
  id: string
  trip_id: number
  trip_title_zh: string
  trip_title_en: string
  destination: string
  trip_date: string
  travellers: number
  amount: string
  state: BookingState
  created_at: string
  decided_at: string | null
}

const toBooking = (row: BookingRow): Booking => ({
  id: row.id,
  tripId: row.trip_id,
  titleZh: row.trip_title_zh,
  titleEn: row.trip_title_en,
  destination: row.destination,
  date: row.trip_date,
  travellers: row.travellers,
  amount: row.amount,
  state: row.state,
  createdAt: row.created_at,
  decidedAt: row.decided_at,
})

const COLUMNS =
  'id, trip_id, trip_title_zh, trip_title_en, destination, trip_date, travellers, amount, state, created_at, decided_at'

export function listBookings(db: Db, tenantId: number, userId: string): Booking[] {
  return (
    db
      .prepare(
        `SELECT ${COLUMNS} FROM booking WHERE tenant_id = ? AND user_id = ? AND approval_id IS NOT NULL ORDER BY created_at DESC, id`,
      )
      .all(tenantId, userId) as BookingRow[]
  ).map(toBooking)
}

export function findBooking(db: Db, tenantId: number, userId: string, id: string): Booking | undefined {
  const row = db
    .prepare(
      `SELECT ${COLUMNS} FROM booking WHERE tenant_id = ? AND user_id = ? AND id = ? AND approval_id IS NOT NULL`,
    )
    .get(tenantId, userId, id) as BookingRow | undefined
  return row && toBooking(row)
}

/**
 * Holds seats and budget for a new booking (state pending, no approval yet), after checking the date,
 * the seats left and the user's budget left this year. Throws a ShopError naming what is wrong.
 */
export function reserve(
  db: Db,
  tenantId: number,
  userId: string,
  request: BookingRequest,
  now: Date,
): { booking: Booking; trip: Trip } {
  return db.transaction(() => {
    const trip = findTrip(db, tenantId, request.tripId)
    if (!trip) throw new ShopError(codes.tripNotFound, 'error.tripNotFound')
    const today = chinaDate(now)
    if (!trip.dates.includes(request.date) || request.date <= today.date) {
      throw new ShopError(codes.dateNotOffered, 'error.dateNotOffered', { date: request.date })
    }
    const left = trip.seats - seatsTaken(db, tenantId, trip.id, request.date)
    if (request.travellers > left)
      throw new ShopError(codes.notEnoughSeats, 'error.notEnoughSeats', { date: request.date, left: Math.max(left, 0) })
    const amount = timesCount(trip.price, request.travellers)
    const budget = budgetOf(db, tenantId, userId, today.year)
    if (budget.total === null) throw new ShopError(codes.noBudget, 'error.noBudget', { year: today.year })
    if (exceeds(amount, budget.left))
      throw new ShopError(codes.overBudget, 'error.overBudget', { amount, left: budget.left })
    const row: BookingRow = {
      id: randomUUID(),
      trip_id: trip.id,
      trip_title_zh: trip.titleZh,
      trip_title_en: trip.titleEn,
      destination: trip.destination,
      trip_date: request.date,
      travellers: request.travellers,
      amount,
      state: 'pending',
      created_at: now.toISOString(),
      decided_at: null,
    }
    db.prepare(
      `INSERT INTO booking (tenant_id, user_id, budget_year, ${COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    ).run(
      tenantId,
      userId,
      today.year,
      row.id,
      row.trip_id,
      row.trip_title_zh,
      row.trip_title_en,
      row.destination,
      row.trip_date,
      row.travellers,
      row.amount,
      row.state,
      row.created_at,
      row.decided_at,
    )
    return { booking: toBooking(row), trip }
  })()
}

/** The portal started the booking's approval: the booking is shown from now on. */
export function attachApproval(db: Db, tenantId: number, id: string, approvalId: string): void {
  db.prepare('UPDATE booking SET approval_id = ? WHERE tenant_id = ? AND id = ?').run(approvalId, tenantId, id)
}

/** The approval could not be started: the reservation goes, seats and budget with it. */
export function dropReservation(db: Db, tenantId: number, id: string): void {
  db.prepare('DELETE FROM booking WHERE tenant_id = ? AND id = ? AND approval_id IS NULL').run(tenantId, id)
}

/** Reservations left by a process that stopped while the portal was asked: none of them has an approval. */
export function dropUnstartedReservations(db: Db): void {
  db.prepare('DELETE FROM booking WHERE approval_id IS NULL').run()
}

/** Cancels the user's own pending booking (seats and budget are freed). */
export function cancelBooking(db: Db, tenantId: number, userId: string, id: string, now: Date): Booking {
  return db.transaction(() => {
    const booking = findBooking(db, tenantId, userId, id)
    if (!booking) throw new ShopError(codes.bookingNotFound, 'error.bookingNotFound')
    if (booking.state !== 'pending') throw new ShopError(codes.notPending, 'error.notPending')
    db.prepare(`UPDATE booking SET state = 'cancelled', decided_at = ? WHERE tenant_id = ? AND id = ?`).run(
      now.toISOString(),
      tenantId,
      id,
    )
    return { ...booking, state: 'cancelled' as const, decidedAt: now.toISOString() }
  })()
}

/** Approval ids of pending bookings: one user's, or the whole tenant's. */
export function pendingApprovals(db: Db, tenantId: number, userId?: string): string[] {
  const sql = `SELECT approval_id FROM booking WHERE tenant_id = ? AND state = 'pending' AND approval_id IS NOT NULL${userId ? ' AND user_id = ?' : ''} ORDER BY created_at`
  return (db.prepare(sql).all(...(userId ? [tenantId, userId] : [tenantId])) as Array<{ approval_id: string }>).map(
    (r) => r.approval_id,
  )
}

/** Tenants with pending bookings. */
export function tenantsWithPending(db: Db): number[] {
  return (
    db
      .prepare(`SELECT DISTINCT tenant_id FROM booking WHERE state = 'pending' AND approval_id IS NOT NULL`)
      .all() as Array<{ tenant_id: number }>
  ).map((r) => r.tenant_id)
}

const SETTLED: Record<ApprovalRow['state'], BookingState | null> = {
  pending: null,
  approved: 'approved',
  rejected: 'rejected',
  withdrawn: 'cancelled',
}

/** Settles pending bookings by the portal's decisions on their approvals; answers how many changed. */
export function applyDecisions(db: Db, tenantId: number, rows: ApprovalRow[], now: Date): number {
  const update = db.prepare(
    `UPDATE booking SET state = ?, decided_at = ? WHERE tenant_id = ? AND approval_id = ? AND state = 'pending'`,
  )
  return db.transaction(() =>
    rows.reduce((changed, row) => {
      const state = SETTLED[row.state]
      if (!state) return changed
      const decidedAt =
        row.decidedAt && !Number.isNaN(Date.parse(row.decidedAt))
          ? new Date(row.decidedAt).toISOString()
          : now.toISOString()
      return changed + update.run(state, decidedAt, tenantId, row.approvalId).changes
    }, 0),
  )()
}
