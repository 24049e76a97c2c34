import type { VendorApi } from '@hr-portal/bridge/vendor'
import type { Booking, BookingState } from '../shared/booking'

// The shapes the shop's backend answers (vendors/tour-shop/server), checked before use.

export interface Trip {
  id: number
  titleZh: string
  titleEn: string
  destination: string
  days: number
  price: string
  seats: number
  departures: Array<{ date: string; seatsLeft: number }>
}

export type { Booking, BookingState }

export interface Budget {
  year: number
  total: string | null
  used: string
  left: string
}

export interface Bookings {
  bookings: Booking[]
  budget: Budget
  settled: boolean
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v)
const isText = (v: unknown): v is string => typeof v === 'string'
const isCount = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 0
const MONEY = /^-?\d+(\.\d+)?$/
const isMoney = (v: unknown): v is string => isText(v) && MONEY.test(v)
const STATES = ['pending', 'approved', 'rejected', 'cancelled']

function shapeError(what: string): Error {
  return new Error(`the shop answered ${what} in an unexpected shape`)
}

export function readTrip(v: unknown): Trip {
  if (
    !isRecord(v) ||
    !isCount(v.id) ||
    !isText(v.titleZh) ||
    !isText(v.titleEn) ||
    !isText(v.destination) ||
    !isCount(v.days) ||
    !isMoney(v.price) ||
    !isCount(v.seats) ||
    !Array.isArray(v.departures) ||
    !v.departures.every((d) => isRecord(d) && isText(d.date) && isCount(d.seatsLeft))
  )
    throw shapeError('a trip')
  return v as unknown as Trip
}

export function readBooking(v: unknown): Booking {
  if (
    !isRecord(v) ||
    !isText(v.id) ||
    !isCount(v.tripId) ||
    !isText(v.titleZh) ||
    !isText(v.titleEn) ||
    !isText(v.date) ||
    !isCount(v.travellers) ||
    !isMoney(v.amount) ||
    !STATES.includes(v.state as string)
  )
    throw shapeError('a booking')
  return v as unknown as Booking
}

export function readBudget(v: unknown): Budget {
  if (
    !isRecord(v) ||
    !isCount(v.year) ||
    !(v.total === null || isMoney(v.total)) ||
    !isMoney(v.used) ||
    !isMoney(v.left)
  )
    throw shapeError('the budget')
  return v as unknown as Budget
}

export async function loadTrips(api: VendorApi): Promise<Trip[]> {
  const answer = await api<{ trips?: unknown }>('/catalogue')
  if (!Array.isArray(answer?.trips)) throw shapeError('the catalogue')
  return answer.trips.map(readTrip)
}

export async function loadBookings(api: VendorApi): Promise<Bookings> {
  const answer = await api<Record<string, unknown>>('/bookings/list')
  if (!isRecord(answer) || !Array.isArray(answer.bookings)) throw shapeError('the bookings')
  return {
    bookings: answer.bookings.map(readBooking),
    budget: readBudget(answer.budget),
    settled: answer.settled !== false,
  }
}

export async function bookTrip(
  api: VendorApi,
  request: { tripId: number; date: string; travellers: number },
): Promise<Booking> {
  const answer = await api<{ booking?: unknown }>('/bookings/create', request)
  return readBooking(answer?.booking)
}

export async function cancelBooking(api: VendorApi, id: string): Promise<Booking> {
  const answer = await api<{ booking?: unknown }>('/bookings/cancel', { id })
  return readBooking(answer?.booking)
}

/** A year's welfare budget per employee, as the settings page lists it. */
export interface BudgetSetting {
  year: number
  perEmployee: string
}

function readBudgets(v: unknown): BudgetSetting[] {
  const budgets = isRecord(v) ? v.budgets : null
  if (!Array.isArray(budgets) || !budgets.every((b) => isRecord(b) && isCount(b.year) && isMoney(b.perEmployee)))
    throw shapeError('the budgets')
  return budgets as BudgetSetting[]
}

/** The tenant's budgets: only with the settings page's token (an app administrator's). */
export async function loadBudgets(api: VendorApi): Promise<BudgetSetting[]> {
  return readBudgets(await api<unknown>('/settings/budgets'))
}

export async function saveBudget(api: VendorApi, input: { year: string; amount: string }): Promise<BudgetSetting[]> {
  return readBudgets(await api<unknown>('/settings/budget', input))
}

/** A trip as the settings page edits it: its departure dates, without seats taken. */
export interface TripSetting {
  id: number
  titleZh: string
  titleEn: string
  destination: string
  days: number
  price: string
  seats: number
  dates: string[]
}

/** The form's fields as typed (the shop checks them and names the first wrong one). */
export type TripForm = Record<'titleZh' | 'titleEn' | 'destination' | 'days' | 'price' | 'seats' | 'dates', string>

function readTripSettings(v: unknown): TripSetting[] {
  const trips = isRecord(v) ? v.trips : null
  const valid = (t: unknown) =>
    isRecord(t) &&
    isCount(t.id) &&
    isText(t.titleZh) &&
    isText(t.titleEn) &&
    isText(t.destination) &&
    isCount(t.days) &&
    isMoney(t.price) &&
    isCount(t.seats) &&
    Array.isArray(t.dates) &&
    t.dates.every(isText)
  if (!Array.isArray(trips) || !trips.every(valid)) throw shapeError('the trips')
  return trips as TripSetting[]
}

/** The tenant's trip catalogue: only with the settings page's token (an app administrator's). */
export async function loadTripSettings(api: VendorApi): Promise<TripSetting[]> {
  return readTripSettings(await api<unknown>('/settings/trips'))
}

/** Adds a trip, or changes the one of `id`; answers the catalogue after it. */
export async function saveTripSetting(api: VendorApi, form: TripForm, id?: number): Promise<TripSetting[]> {
  return readTripSettings(await api<unknown>('/settings/trip', id ? { ...form, id } : form))
}

/** Deletes a trip no booking holds seats on; answers the catalogue after it. */
export async function deleteTripSetting(api: VendorApi, id: number): Promise<TripSetting[]> {
  return readTripSettings(await api<unknown>('/settings/trip/delete', { id }))
}
