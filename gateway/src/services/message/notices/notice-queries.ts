import type { messageContract, Static } from '@hr-portal/api'
import { fixedQuery } from '../../../core/db/fixed-query'
import type { Db } from '../../../core/db/types'
import type { Lang } from '../../../core/lang'
import { textIn } from '../../../core/message-text'
import { NOTICE_COLUMNS } from './live/reads'
import type { Channel } from './publish'
import { bodyFormatOf, textOfBody } from './sanitize'

/** One notice as a recipient sees it in lists, the bell and the live stream (the contract's noticeSummary). */
export type NoticeSummary = Static<typeof messageContract.noticeSummary>

/** The receipts of one user in one tenant, joined to their notices. */
export const receiptsOf = (db: Db, tenantId: number, userId: number) =>
  db
    .selectFrom('notice_receipt')
    .innerJoin('notice', (join) =>
      join
        .onRef('notice.tenant_id', '=', 'notice_receipt.tenant_id')
        .onRef('notice.id', '=', 'notice_receipt.notice_id'),
    )
    .where('notice_receipt.tenant_id', '=', tenantId)
    .where('notice_receipt.user_id', '=', userId)

export const SUMMARY_COLUMNS = [
  'notice.id',
  'notice.channel',
  'notice.title',
  'notice.body',
  'notice.must_read',
  'notice.countdown_seconds',
  'notice.publisher_name',
  'notice.source_app',
  'notice_receipt.created_at',
  'notice_receipt.read_at',
  'notice_receipt.confirmed_at',
  'notice.title_message',
  'notice.body_message',
  'notice.link',
] as const

interface SummaryRow {
  id: string
  channel: string
  title: string
  body: string
  must_read: number
  countdown_seconds: number
  publisher_name: string
  source_app: string
  created_at: number
  read_at: number | null
  confirmed_at: number | null
  title_message: string
  body_message: string
  link: string | null
}

/** A notice's body in `lang`: its message when it has one (a notice the gateway wrote), else the stored body. */
export const bodyIn = (row: Pick<SummaryRow, 'body' | 'body_message'>, lang: Lang): string =>
  textIn(lang, row.body, row.body_message)

/** A row of SUMMARY_COLUMNS as a NoticeSummary, its title and excerpt in `lang`. */
export function toSummary(row: SummaryRow, lang: Lang): NoticeSummary {
  const text = textOfBody(bodyIn(row, lang), bodyFormatOf(row.channel))
  return {
    id: row.id,
    channel: row.channel as Channel,
    title: textIn(lang, row.title, row.title_message),
    excerpt: text.length > 120 ? `${text.slice(0, 120)}…` : text,
    mustRead: Number(row.must_read) === 1,
    countdownSeconds: Number(row.countdown_seconds),
    publisherName: row.publisher_name,
    sourceApp: row.source_app,
    receivedAt: Number(row.created_at),
    read: row.read_at !== null,
    confirmed: row.confirmed_at !== null,
    link: row.link ?? null,
  }
}

/**
 * An announcement the user published, as its publisher sees it without being a recipient: received when
 * published, nothing to read or confirm.
 */
export async function ownAnnouncement(
  db: Db,
  tenantId: number,
  userId: number,
  id: string,
  lang: Lang,
): Promise<(NoticeSummary & { body: string }) | null> {
  const row = await db
    .selectFrom('notice')
    .select([...NOTICE_COLUMNS, 'created_at'])
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .where('publisher_id', '=', userId)
    .where('channel', '=', 'announcement')
    .executeTakeFirst()
  if (!row) return null
  return {
    ...toSummary({ ...row, read_at: Number(row.created_at), confirmed_at: Number(row.created_at) }, lang),
    body: bodyIn(row, lang),
  }
}

/** How many of a user's receipts in the tenant are unread, all channels (compiled once: fixed-query.ts). */
const allUnread = fixedQuery((db, v: { tenantId: number; userId: number }) =>
  db
    .selectFrom('notice_receipt')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('tenant_id', '=', v.tenantId)
    .where('user_id', '=', v.userId)
    .where('read_at', 'is', null),
)

/** Unread notices of a user, in all channels or one. */
export async function unreadCount(db: Db, tenantId: number, userId: number, channel?: Channel): Promise<number> {
  if (!channel) return Number((await allUnread.executeTakeFirst(db, { tenantId, userId }))?.n ?? 0)
  const row = await db
    .selectFrom('notice_receipt')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('tenant_id', '=', tenantId)
    .where('user_id', '=', userId)
    .where('read_at', 'is', null)
    .where('channel', '=', channel)
    .executeTakeFirst()
  return Number(row?.n ?? 0)
}
