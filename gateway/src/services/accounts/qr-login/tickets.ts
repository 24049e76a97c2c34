import { hashToken, newToken } from '../../../core/auth/token'
import type { GatewayContext } from '../../../core/context'
import { addressBudgets, spendBudgets } from '../../../core/db/budgets'
import type { Db } from '../../../core/db/types'
import type { Lang } from '../../../core/lang'
import type { QrLoginTicketTable } from '../tables'
import { GatewayError, codes } from '../../../core/errors'
import { spendPublicWork } from '../../message'
import { matchNumbers } from './match-number'
import { sayQr } from './texts'

/** A QR code is good for two minutes. */
export const QR_TICKET_TTL_MS = 2 * 60_000
/** After a phone confirms, the desktop has this long to redeem the sign-in. */
export const QR_REDEEM_WINDOW_MS = 60_000
/** At most this many QR codes per desktop address in QR_CREATE_WINDOW_MS, and per its /24 or /64 network. */
export const QR_CREATE_LIMIT = 20
export const QR_CREATE_PER_NETWORK = 60
export const QR_CREATE_WINDOW_MS = 10 * 60_000
/** Tickets still open (waiting or scanned, unexpired) at once: from one address, and on the whole deployment. */
export const QR_OPEN_PER_ADDRESS = 10
export const QR_OPEN_ALL = 5000

/** What a desktop watching a ticket sees. */
export type QrState = 'waiting' | 'scanned' | 'confirmed' | 'declined' | 'expired' | 'used'

/** States after which the ticket never changes again for the desktop. */
export const FINAL_STATES: ReadonlySet<QrState> = new Set(['confirmed', 'declined', 'expired', 'used'])

export const expiredText = 'The QR code has expired, please refresh it'

/** The state of a row at `now`: open tickets (and confirmed ones not redeemed in time) expire. */
export function stateOf(row: QrLoginTicketTable, now: number): QrState {
  const state = row.state as QrState
  if ((state === 'waiting' || state === 'scanned' || state === 'confirmed') && now >= Number(row.expires_at))
    return 'expired'
  return state
}

export interface NewTicket {
  /** Public id, carried by the QR code. */
  ticket: string
  /** The desktop's secret: only the browser holding it can follow and redeem the ticket. */
  pollKey: string
  expiresAt: number
  /** The two-digit number the desktop shows; the phone must pick it among three. */
  matchNumber: number
}

const openCount = (db: Db, now: number, ip?: string) => {
  let query = db
    .selectFrom('qr_login_ticket')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('state', 'in', ['waiting', 'scanned'])
    .where('expires_at', '>', now)
  if (ip !== undefined) query = query.where('desktop_ip', '=', ip)
  return query.executeTakeFirstOrThrow().then((row) => Number(row.count))
}

/**
 * Creates a ticket for a desktop. Refuses (400110) an address that asked for QR_CREATE_LIMIT in its window (or
 * its network QR_CREATE_PER_NETWORK; spent first, in one statement each, so that requests sent together get no
 * more) or holds QR_OPEN_PER_ADDRESS open tickets, and any address while QR_OPEN_ALL are open; then spends the
 * deployment's budget of signed-out work (400115). All counted in the database; a refused ticket costs nothing.
 */
export async function createTicket(
  ctx: GatewayContext,
  desktop: { ip: string; agent: string },
  lang: Lang,
): Promise<NewTicket> {
  const { db } = ctx
  const now = ctx.now()
  const ip = desktop.ip.slice(0, 100)
  await db
    .deleteFrom('qr_login_ticket')
    .where('expires_at', '<', now - 3_600_000)
    .execute()
  const spent = await spendBudgets(
    db,
    'attempt_counter',
    addressBudgets('qr:create', ip, QR_CREATE_LIMIT, QR_CREATE_PER_NETWORK, QR_CREATE_WINDOW_MS),
    now,
  )
  if (!spent.ok) throw new GatewayError(codes.tooManyAttempts, sayQr(lang, 'tooManyCodes'))
  try {
    if ((await openCount(db, now, ip)) >= QR_OPEN_PER_ADDRESS || (await openCount(db, now)) >= QR_OPEN_ALL) {
      throw new GatewayError(codes.tooManyAttempts, sayQr(lang, 'tooManyOpen'))
    }
    await spendPublicWork(ctx, ip, lang)
  } catch (error) {
    await spent.giveBack()
    throw error
  }
  const ticket = newToken()
  const pollKey = newToken()
  const expiresAt = now + QR_TICKET_TTL_MS
  const { number, choices } = matchNumbers()
  await db
    .insertInto('qr_login_ticket')
    .values({
      ticket_hash: hashToken(ticket),
      poll_key_hash: hashToken(pollKey),
      state: 'waiting',
      desktop_ip: ip,
      desktop_agent: desktop.agent.slice(0, 400),
      created_at: now,
      expires_at: expiresAt,
      user_id: null,
      tenant_id: null,
      scanned_at: null,
      answered_at: null,
      match_number: number,
      match_choices: choices.join(','),
    })
    .execute()
  return { ticket, pollKey, expiresAt, matchNumber: number }
}

export const findTicket = (db: Db, ticket: string) =>
  db.selectFrom('qr_login_ticket').selectAll().where('ticket_hash', '=', hashToken(ticket)).executeTakeFirst()

/** The ticket as its desktop sees it; another browser's (or no) poll key is refused like an unknown ticket. */
export async function desktopTicket(db: Db, ticket: string, pollKey: string | undefined): Promise<QrLoginTicketTable> {
  const row = await findTicket(db, ticket)
  if (!row || !pollKey || row.poll_key_hash !== hashToken(pollKey))
    throw new GatewayError(codes.qrInvalid, 'This QR code is not valid')
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
  if (row.user_id !== null && row.user_id !== userId)
    return new GatewayError(codes.qrInvalid, 'This QR code was scanned on another device')
  if (state === 'waiting') return new GatewayError(codes.qrInvalid, 'Scan the QR code first')
  return new GatewayError(codes.qrInvalid, 'This QR code has already been answered')
}
