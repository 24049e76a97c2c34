import type { Db } from '../../../core/db/types'
import type { Lang } from '../../../core/lang'
import { textIn } from '../../../core/message-text'
import type { Channel } from './publish'
import { NOTICE_COLUMNS } from './live/reads'
import { bodyIn, type NoticeSummary } from './notice-queries'
import { bodyFormatOf, textOfBody } from './sanitize'

/** How many notices a database's hold keeps at most (the oldest read goes first). */
export const NOTICES_HELD = 5000

/** What a notice shows in a list, in one language: all but the reader's own receipt. */
type NoticeFace = Omit<NoticeSummary, 'receivedAt' | 'read' | 'confirmed'>

/** A receipt of the caller's: which notice, when it arrived, whether read and confirmed. */
export interface ReceiptFacts {
  notice_id: string
  created_at: number
  read_at: number | null
  confirmed_at: number | null
}

/** The receipt columns a list reads (its notices come from the hold). */
export const RECEIPT_FACTS = ['notice_id', 'created_at', 'read_at', 'confirmed_at'] as const

/**
 * Notices as lists show them, per database, by tenant and id, in both languages. A notice is only ever inserted
 * (publish.ts writes it once; nothing updates it), so what is held never goes stale: lists read the caller's receipts
 * alone and take their notices from here, not by joining and reading every body (and making its excerpt) per request.
 */
const holds = new WeakMap<Db, Map<string, Record<Lang, NoticeFace>>>()

function holdOf(db: Db): Map<string, Record<Lang, NoticeFace>> {
  let hold = holds.get(db)
  if (!hold) holds.set(db, (hold = new Map()))
  return hold
}

function faceIn(row: { [K in (typeof NOTICE_COLUMNS)[number]]: unknown }, lang: Lang): NoticeFace {
  const channel = String(row.channel)
  const text = textOfBody(bodyIn(row as { body: string; body_message: string }, lang), bodyFormatOf(channel))
  return {
    id: String(row.id),
    channel: channel as Channel,
    title: textIn(lang, String(row.title), String(row.title_message)),
    excerpt: text.length > 120 ? `${text.slice(0, 120)}…` : text,
    mustRead: Number(row.must_read) === 1,
    countdownSeconds: Number(row.countdown_seconds),
    publisherName: String(row.publisher_name),
    sourceApp: String(row.source_app),
    link: (row.link as string | null) ?? null,
  }
}

/**
 * The summaries of these receipts of the tenant in `lang`, in their order: their notices from the hold, the ones not
 * held read in one query. A receipt whose notice is not in the tenant is left out (as the join of receiptsOf does).
 */
export async function summariesOf(
  db: Db,
  tenantId: number,
  receipts: readonly ReceiptFacts[],
  lang: Lang,
): Promise<NoticeSummary[]> {
  const hold = holdOf(db)
  const keyOf = (id: string) => `${tenantId}:${id}`
  const missing = [...new Set(receipts.map((r) => r.notice_id).filter((id) => !hold.has(keyOf(id))))]
  if (missing.length) {
    const rows = await db
      .selectFrom('notice')
      .select(NOTICE_COLUMNS)
      .where('tenant_id', '=', tenantId)
      .where('id', 'in', missing)
      .execute()
    for (const row of rows) {
      if (hold.size >= NOTICES_HELD) hold.delete(hold.keys().next().value!)
      hold.set(keyOf(row.id), { zh: faceIn(row, 'zh'), en: faceIn(row, 'en') })
    }
  }
  const summaries: NoticeSummary[] = []
  for (const receipt of receipts) {
    const face = hold.get(keyOf(receipt.notice_id))?.[lang]
    if (!face) continue
    summaries.push({
      ...face,
      receivedAt: Number(receipt.created_at),
      read: receipt.read_at !== null,
      confirmed: receipt.confirmed_at !== null,
    })
  }
  return summaries
}
