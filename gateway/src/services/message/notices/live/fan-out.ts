import type { Lang } from '../../../../core/lang'
import type { Db } from '../../../../core/db/types'
import { toSummary } from '../notice-queries'
import { eventIdOf, remember, type LiveStream } from './live-stream'
import { noticesOf, receiptsOfNotices, receiptsSince, unreadCounts, type NoticeRow, type ReceiptRow } from './reads'

/** How far back a catch-up reaches (a reconnect, or a resync after a lost bus link, no further). */
export const MAX_CATCH_UP_MS = 10 * 60_000

/** What a tenant's streams wait for: notices announced on the bus, and streams to catch up from their cursor. */
export interface Work {
  noticeIds: Set<string>
  /** The users those notices named; null: any user held (a large audience). */
  users: Set<number> | null
  /** Streams just opened, or all after a resync: they read their receipts since their cursor. */
  catchUp: Set<LiveStream>
}

export const noWork = (): Work => ({ noticeIds: new Set(), users: new Set(), catchUp: new Set() })
export const hasWork = (work: Work): boolean => work.noticeIds.size > 0 || work.catchUp.size > 0

interface Found {
  row: ReceiptRow
  catchUp: boolean
}

/** The receipts the work asks for, among the users the hub holds streams of. */
async function read(
  db: Db,
  tenantId: number,
  byUser: ReadonlyMap<number, ReadonlySet<LiveStream>>,
  work: Work,
  now: number,
): Promise<Found[]> {
  const found: Found[] = []
  if (work.noticeIds.size > 0) {
    const users = work.users ? [...work.users].filter((id) => byUser.has(id)) : [...byUser.keys()]
    if (users.length > 0) {
      for (const row of await receiptsOfNotices(db, tenantId, [...work.noticeIds], users))
        found.push({ row, catchUp: false })
    }
  }
  if (work.catchUp.size > 0) {
    const streams = [...work.catchUp]
    const since = Math.max(
      streams.reduce((min, s) => Math.min(min, s.cursor), Infinity),
      now - MAX_CATCH_UP_MS,
    )
    const users = [...new Set(streams.map((s) => s.userId))]
    for (const row of await receiptsSince(db, tenantId, users, since)) found.push({ row, catchUp: true })
  }
  return found
}

/**
 * Whether the client had the receipt before it reconnected: one of an earlier instant than its last event, or that event
 * itself. Others of the same instant go again (the order within one instant is not kept across streams): a notice sent
 * twice rather than one lost.
 */
const sentBefore = ({ after }: LiveStream, row: ReceiptRow): boolean =>
  after !== undefined &&
  (Number(row.created_at) < after.at || (Number(row.created_at) === after.at && row.notice_id === after.noticeId))

/** The receipts each stream has yet to get, oldest first. */
function outgoingOf(
  found: Found[],
  byUser: ReadonlyMap<number, ReadonlySet<LiveStream>>,
  work: Work,
): Map<LiveStream, ReceiptRow[]> {
  const outgoing = new Map<LiveStream, ReceiptRow[]>()
  for (const { row, catchUp } of found) {
    for (const stream of byUser.get(Number(row.user_id)) ?? []) {
      if (catchUp && (!work.catchUp.has(stream) || Number(row.created_at) < stream.cursor)) continue
      if (sentBefore(stream, row)) continue
      if (stream.sent.has(row.notice_id)) continue
      const list = outgoing.get(stream) ?? []
      if (list.some((r) => r.notice_id === row.notice_id)) continue
      list.push(row)
      outgoing.set(stream, list)
    }
  }
  for (const list of outgoing.values()) {
    list.sort(
      (a, b) =>
        Number(a.created_at) - Number(b.created_at) ||
        (a.notice_id < b.notice_id ? -1 : a.notice_id > b.notice_id ? 1 : 0),
    )
  }
  return outgoing
}

/** The summary of a notice as one receipt shows it in a language, as JSON; the same for every receipt alike. */
function summaries(notices: NoticeRow[]): (row: ReceiptRow, lang: Lang) => string | undefined {
  const byId = new Map(notices.map((n) => [n.id, n]))
  const cache = new Map<string, string>()
  return (row, lang) => {
    const key = `${lang}|${row.notice_id}|${row.created_at}|${row.read_at !== null}|${row.confirmed_at !== null}`
    let json = cache.get(key)
    if (json === undefined) {
      const notice = byId.get(row.notice_id)
      if (!notice) return undefined
      json = JSON.stringify(
        toSummary(
          { ...notice, created_at: row.created_at, read_at: row.read_at, confirmed_at: row.confirmed_at },
          lang,
        ),
      )
      cache.set(key, json)
    }
    return json
  }
}

/**
 * Reads what the tenant's streams wait for in a few queries whatever their number (the receipts, their
 * notices once each, the unread counts grouped by user) and writes each stream its `notice` events:
 * `{ notice, unread }`, once per notice.
 */
export async function deliver(
  db: Db,
  tenantId: number,
  byUser: ReadonlyMap<number, ReadonlySet<LiveStream>>,
  work: Work,
  now: number,
): Promise<void> {
  const outgoing = outgoingOf(await read(db, tenantId, byUser, work, now), byUser, work)
  if (outgoing.size === 0) return
  const ids = new Set<string>()
  const users = new Set<number>()
  for (const [stream, rows] of outgoing) {
    users.add(stream.userId)
    for (const row of rows) ids.add(row.notice_id)
  }
  const summaryOf = summaries(await noticesOf(db, tenantId, [...ids]))
  const unread = await unreadCounts(db, tenantId, [...users])
  for (const [stream, rows] of outgoing) {
    for (const row of rows) {
      const notice = summaryOf(row, stream.lang)
      if (notice === undefined) continue
      remember(stream, row.notice_id, Number(row.created_at))
      const id = eventIdOf(Number(row.created_at), row.notice_id)
      stream.send(`id: ${id}\nevent: notice\ndata: {"notice":${notice},"unread":${unread.get(stream.userId) ?? 0}}\n\n`)
    }
  }
}
