import { type FixedQuery, fixedQuery } from '../../../core/db/fixed-query'
import type { Database, Db } from '../../../core/db/types'
import { RECEIPT_FACTS, type ReceiptFacts } from './held-notices'
import type { Channel } from './publish'

/** The notices page's filter: the caller's receipts in the tenant, of one channel or all, all, unread or read. */
export interface ReceiptQuery {
  tenantId: number
  userId: number
  channel?: Channel
  status: 'all' | 'unread' | 'read'
}

/** What the filter's SQL depends on: whether it names a channel, and the status. */
type Shape = { channel: boolean; status: ReceiptQuery['status'] }

type ReceiptValues = { tenantId: number; userId: number; channel: string; limit: number; offset: number }

/** The receipts of the filter (from the values, or a fixed query's stand-ins: the channel read only when filtered). */
function receiptsWhere(db: Db, shape: Shape, v: ReceiptValues) {
  let base = db.selectFrom('notice_receipt').where('tenant_id', '=', v.tenantId).where('user_id', '=', v.userId)
  if (shape.channel) base = base.where('channel', '=', v.channel)
  if (shape.status === 'unread') base = base.where('read_at', 'is', null)
  if (shape.status === 'read') base = base.where('read_at', 'is not', null)
  return base
}

/**
 * The count and the page of each filter's shape (with or without a channel, by status), compiled once
 * (core/db/fixed-query.ts) and run with the tenant, the user, the channel and the page.
 */
const counts = new Map<string, FixedQuery<Database, ReceiptValues, { n: number }>>()
const pages = new Map<string, FixedQuery<Database, ReceiptValues, ReceiptFacts>>()

const shapeOf = (query: ReceiptQuery): Shape => ({ channel: Boolean(query.channel), status: query.status })
const keyOf = (shape: Shape) => `${shape.channel}:${shape.status}`

const valuesOf = (query: ReceiptQuery, limit = 0, offset = 0): ReceiptValues => ({
  tenantId: query.tenantId,
  userId: query.userId,
  channel: query.channel ?? '',
  limit,
  offset,
})

/** How many receipts the filter holds. */
export async function receiptCount(db: Db, query: ReceiptQuery): Promise<number> {
  const shape = shapeOf(query)
  const count =
    counts.get(keyOf(shape)) ??
    fixedQuery((db, v: ReceiptValues) => receiptsWhere(db, shape, v).select((eb) => eb.fn.countAll<number>().as('n')))
  counts.set(keyOf(shape), count)
  return Number((await count.executeTakeFirst(db, valuesOf(query)))?.n ?? 0)
}

/** `limit` receipts of the filter from `offset`, the newest first, their list columns. */
export async function receiptPage(db: Db, query: ReceiptQuery, limit: number, offset: number): Promise<ReceiptFacts[]> {
  const shape = shapeOf(query)
  const page =
    pages.get(keyOf(shape)) ??
    fixedQuery((db, v: ReceiptValues) =>
      receiptsWhere(db, shape, v)
        .select(RECEIPT_FACTS)
        .orderBy('created_at', 'desc')
        .orderBy('notice_id')
        .limit(v.limit)
        .offset(v.offset),
    )
  pages.set(keyOf(shape), page)
  return page.execute(db, valuesOf(query, limit, offset))
}
