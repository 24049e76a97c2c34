import { hashToken, newToken } from '../../../core/auth/token'
import type { Db } from '../../../core/db/types'
import type { QrLoginTicketTable } from '../tables'
import { GatewayError, codes } from '../../../core/errors'

/** A QR code is good for two minutes. */
export const QR_TICKET_TTL_MS = 2 * 60_000
/** After a phone confirms, the desktop has this long to redeem the sign-in. */
export const QR_REDEEM_WINDOW_MS = 60_000
/** At most this many QR codes per desktop address in QR_CREATE_WINDOW_MS. */
export const QR_CREATE_LIMIT = 20
export const QR_CREATE_WINDOW_MS = 10 * 60_000

/** What a desktop watching a ticket sees. */
export type QrState = 'waiting' | 'scanned' | 'confirmed' | 'declined' | 'expired' | 'used'

/** States after which the ticket never changes again for the desktop. */
export const FINAL_STATES: ReadonlySet<QrState> = new Set(['confirmed', 'declined', 'expired', 'used'])

export const expiredText = 'The QR code has expired, please refresh it'

/** The state of a row at `now`: open tickets (and confirmed ones not redeemed in time) expire. */
export function stateOf(row: QrLoginTicketTable, now: number): QrState {
  const state = row.state as QrState
  if ((state === 'waiting' || state === 'scanned' || state === 'confirmed') && now >= Number(row.expires_at)) return 'expired'
  return state
}

export interface NewTicket {
  /** Public id, carried by the QR code. */
  ticket: string
  /** The desktop's secret: only the browser holding it can follow and redeem the ticket. */
  pollKey: string
  expiresAt: number
}

/** Creates a ticket for a desktop; refuses an address that asked for too many lately (counted in the database). */
export async function createTicket(db: Db, desktop: { ip: string; agent: string }, now: number): Promise<NewTicket> {
  await db.deleteFrom('qr_login_ticket').where('expires_at', '<', now - 3_600_000).execute()
  const { count } = await db.selectFrom('qr_login_ticket').select((eb) => eb.fn.countAll<string>().as('count'))
    .where('desktop_ip', '=', desktop.ip).where('created_at', '>', now - QR_CREATE_WINDOW_MS).executeTakeFirstOrThrow()
  if (Number(count) >= QR_CREATE_LIMIT) {
    throw new GatewayError(codes.tooManyAttempts, 'Too many QR codes were requested from this address, please try again in a few minutes')
  }
  const ticket = newToken()
  const pollKey = newToken()
  const expiresAt = now + QR_TICKET_TTL_MS
  await db.insertInto('qr_login_ticket').values({
    ticket_hash: hashToken(ticket), poll_key_hash: hashToken(pollKey), state: 'waiting',
    desktop_ip: desktop.ip.slice(0, 100), desktop_agent: desktop.agent.slice(0, 400),
    created_at: now, expires_at: expiresAt, user_id: null, tenant_id: null, scanned_at: null, answered_at: null,
  }).execute()
  return { ticket, pollKey, expiresAt }
}

export const findTicket = (db: Db, ticket: string) =>
  db.selectFrom('qr_login_ticket').selectAll().where('ticket_hash', '=', hashToken(ticket)).executeTakeFirst()

/** The ticket as its desktop sees it; another browser's (or no) poll key is refused like an unknown ticket. */
export async function desktopTicket(db: Db, ticket: string, pollKey: string | undefined): Promise<QrLoginTicketTable> {
  const row = await findTicket(db, ticket)
  if (!row || !pollKey || row.poll_key_hash !== hashToken(pollKey)) throw new GatewayError(codes.qrInvalid, 'This QR code is not valid')
  return row
}

/**
 * Why a phone's step on a ticket cannot happen (unknown, expired, another phone's, already answered).
 * Called after a conditional update changed no row, so it reads the row as it is now.
 */
export function refusal(row: QrLoginTicketTable | undefined, userId: number, now: number): GatewayError {
  if (!row) return new GatewayError(codes.qrInvalid, 'This QR code is not valid')
  const state = stateOf(row, now)
  if (state === 'expired') return new GatewayError(codes.qrExpired, expiredText)
  if (row.user_id !== null && row.user_id !== userId) return new GatewayError(codes.qrInvalid, 'This QR code was scanned on another device')
  if (state === 'waiting') return new GatewayError(codes.qrInvalid, 'Scan the QR code first')
  return new GatewayError(codes.qrInvalid, 'This QR code has already been answered')
}
