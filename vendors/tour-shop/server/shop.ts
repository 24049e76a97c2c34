import {
  applyDecisions,
  attachApproval,
  cancelBooking,
  dropReservation,
  listBookings,
  pendingApprovals,
  reserve,
  tenantsWithPending,
  type Booking,
  type BookingRequest,
} from './bookings'
import { budgetOf, type BudgetView } from './budget'
import { chinaDate, type Clock } from './clock'
import type { Db } from './db'
import { ShopError, codes } from './errors'
import type { AppUser } from './app-token'
import { createApiTokens } from './api-tokens'
import type { PortalApi } from './portal-api'
import { say, type Lang } from './texts'
import { listTrips, seatsTaken, type Trip } from './trips'

/** The scope the portal must have granted for the shop to start approvals (and read their states). */
export const APPROVALS_SCOPE = 'approvals.start'
/** The settling timer asks the portal about a tenant's pending bookings at most this often. */
export const SETTLE_INTERVAL = 60_000
const MAX_IDS = 100

export interface CatalogueTrip extends Omit<Trip, 'dates'> {
  /** Departures after today, with the seats left on each. */
  departures: Array<{ date: string; seatsLeft: number }>
}

export interface BookingsView {
  bookings: Booking[]
  budget: BudgetView
  /** false when the portal could not be asked for decisions just now (the states shown may be behind). */
  settled: boolean
}

const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text)

/** The shop's use cases over its database and the portal's vendor API. */
export function createShop({
  db,
  portal,
  clock,
  log,
}: {
  db: Db
  portal: PortalApi
  clock: Clock
  log: (error: unknown) => void
}) {
  const tokens = createApiTokens(portal, () => clock().getTime())
  const lastSettled = new Map<number, number>()

  const approvalsToken = async (user: AppUser, lang: Lang) => {
    const token = await tokens.forUser(user.tenantId, user.userId, user.appToken, lang)
    if (!token.scopes.includes(APPROVALS_SCOPE)) throw new ShopError(codes.notConsented, 'error.notConsented', {}, 403)
    return token.token
  }

  const settle = async (tenantId: number, apiToken: string, ids: string[], lang: string) => {
    try {
      for (let at = 0; at < ids.length; at += MAX_IDS) {
        const rows = await portal.approvalStates(apiToken, ids.slice(at, at + MAX_IDS), lang)
        applyDecisions(db, tenantId, rows, clock())
      }
    } catch (error) {
      // A refused token (expired early, app disabled) is not tried again.
      if (error instanceof ShopError && error.code === codes.portalRefused) tokens.forget(apiToken)
      throw error
    }
  }

  const budgetNow = (user: AppUser) => budgetOf(db, user.tenantId, user.userId, chinaDate(clock()).year)

  return {
    catalogue(user: AppUser): CatalogueTrip[] {
      const today = chinaDate(clock()).date
      return listTrips(db, user.tenantId).map(({ dates, ...trip }) => ({
        ...trip,
        departures: dates
          .filter((date) => date > today)
          .map((date) => ({ date, seatsLeft: Math.max(trip.seats - seatsTaken(db, user.tenantId, trip.id, date), 0) })),
      }))
    },

    /** Holds the booking, then starts its approval in the portal; the reservation goes when that fails. */
    async book(user: AppUser, request: BookingRequest, lang: Lang): Promise<{ booking: Booking; budget: BudgetView }> {
      const apiToken = await approvalsToken(user, lang)
      const { booking, trip } = reserve(db, user.tenantId, user.userId, request, clock())
      try {
        const title = lang === 'en' ? trip.titleEn : trip.titleZh
        const { approvalId } = await portal.startApproval(
          apiToken,
          {
            title: clip(say(lang, 'approval.title', { trip: title }), 100),
            summary: clip(
              say(lang, 'approval.summary', {
                trip: title,
                destination: trip.destination,
                days: trip.days,
                date: booking.date,
                travellers: booking.travellers,
                amount: booking.amount,
              }),
              500,
            ),
            amount: booking.amount,
            reference: booking.id,
          },
          lang,
        )
        attachApproval(db, user.tenantId, booking.id, approvalId)
      } catch (error) {
        dropReservation(db, user.tenantId, booking.id)
        throw error
      }
      return { booking, budget: budgetNow(user) }
    },

    /** The user's bookings after asking the portal about the pending ones (the list still answers when it cannot). */
    async bookings(user: AppUser, lang: Lang): Promise<BookingsView> {
      let settled = true
      const ids = pendingApprovals(db, user.tenantId, user.userId)
      if (ids.length) {
        try {
          await settle(user.tenantId, await approvalsToken(user, lang), ids, lang)
        } catch (error) {
          settled = false
          log(error)
        }
      }
      return { bookings: listBookings(db, user.tenantId, user.userId), budget: budgetNow(user), settled }
    },

    cancel(user: AppUser, id: string): { booking: Booking; budget: BudgetView } {
      const booking = cancelBooking(db, user.tenantId, user.userId, id, clock())
      return { booking, budget: budgetNow(user) }
    },

    /** The timer's round: each tenant with pending bookings, at most once a minute, with a held API token. */
    async settleAll(): Promise<void> {
      const now = clock().getTime()
      for (const tenantId of tenantsWithPending(db)) {
        if (now - (lastSettled.get(tenantId) ?? 0) < SETTLE_INTERVAL) continue
        const token = tokens.anyOfTenant(tenantId)
        if (!token?.scopes.includes(APPROVALS_SCOPE)) continue
        lastSettled.set(tenantId, now)
        await settle(tenantId, token.token, pendingApprovals(db, tenantId), 'zh-CN').catch(log)
      }
    },
  }
}

export type Shop = ReturnType<typeof createShop>
