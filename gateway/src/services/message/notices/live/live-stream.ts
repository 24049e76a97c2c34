import type { Lang } from '../../../../core/lang'

/** One open notice stream, as the hub of its gateway process holds it. */
export interface LiveStream {
  readonly tenantId: number
  readonly userId: number
  /** Its session, by the token's hash (the session table's key). */
  readonly tokenHash: string
  /** The language its notices' titles and excerpts are written in. */
  readonly lang: Lang
  /** Receipts from this time on (epoch ms) that were not sent yet go out on a catch-up. */
  cursor: number
  /** The last event a reconnecting client had (its Last-Event-ID): receipts before that instant, and it, were sent. */
  readonly after?: { at: number; noticeId: string }
  /** Notices sent lately: one reached both by its message and by a catch-up goes out once. */
  readonly sent: Set<string>
  /** When its session may end without any write (expiry, inactivity): the session is read again then. */
  deadline: number
  /** The permission-change mark last sent on it (§4), undefined before the first. */
  mark?: boolean
  /** Writes to the response (nothing once it ended). */
  send(text: string): void
  /** Ends the response; the hub lets go of the stream when the response closes. */
  end(): void
}

/** How many notice ids a stream remembers having sent. */
const REMEMBERED = 200

/** Notes that `stream` was sent the notice `id` that reached the user at `at`. */
export function remember(stream: LiveStream, id: string, at: number): void {
  if (at > stream.cursor) stream.cursor = at
  stream.sent.delete(id)
  stream.sent.add(id)
  if (stream.sent.size > REMEMBERED) stream.sent.delete(stream.sent.values().next().value!)
}

/** A notice event's id: the receipt's time and the notice. */
export const eventIdOf = (at: number, noticeId: string): string => `${at}-${noticeId}`

const EVENT_ID = /^(\d{1,15})-([0-9A-Za-z-]{1,64})$/

/**
 * The event a reconnecting EventSource last had (its Last-Event-ID header), or undefined for none, one of another
 * shape, or one later than `now`: nothing from the client is taken on trust beyond where to resume.
 */
export function resumePoint(header: unknown, now: number): { at: number; noticeId: string } | undefined {
  if (typeof header !== 'string') return undefined
  const match = EVENT_ID.exec(header)
  if (!match) return undefined
  const at = Number(match[1])
  return at <= now ? { at, noticeId: match[2] } : undefined
}
