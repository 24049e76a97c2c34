import { contract } from '@hr-portal/api'
import type { FastifyInstance } from 'fastify'
import { authOf, requireSession } from '../../../core/auth/guard'
import type { GatewayContext } from '../../../core/context'
import { fixedQuery } from '../../../core/db/fixed-query'
import { ok } from '../../../core/envelope'
import { langOfRequest } from '../../../core/lang'
import { serve } from '../../../core/http/serve'
import { RECEIPT_FACTS, summariesOf } from './held-notices'
import { CHANNELS } from './publish'
import { bodyIn, ownAnnouncement, receiptsOf, SUMMARY_COLUMNS, toSummary, unreadCount } from './notice-queries'
import { receiptCount, receiptPage } from './receipt-page'
import { noticeCodes, noticeError } from './notice-texts'
import { bodyFormatOf } from './sanitize'

const routes = contract.message.notice

/** How many notices the bell's popover shows. */
export const NEWEST_COUNT = 5

/**
 * §7 /message/web for every signed-in user, always the session's tenant and the caller's own receipts:
 * channel list page, findNewNotice, mark all read, updateNoticeIsSee, getNoticeById (also an announcement the caller
 * published without being among its recipients), user notice page,
 * and the must-read list with its confirm (the countdown is checked here, from when the notice was first shown).
 */
export function readerRoutes(api: FastifyInstance, ctx: GatewayContext): void {
  const guard = { preHandler: requireSession(ctx) }

  serve(api, routes.channelListPage, guard, async (request) => {
    const { session, user } = authOf(request)
    const rows = await ctx.db
      .selectFrom('notice_receipt')
      .select(['channel', (eb) => eb.fn.countAll<number>().as('total'), (eb) => eb.fn.max('created_at').as('newest')])
      .select((eb) => eb.fn.sum<number>(eb.case().when('read_at', 'is', null).then(1).else(0).end()).as('unread'))
      .where('tenant_id', '=', session.tenant_id)
      .where('user_id', '=', user.id)
      .groupBy('channel')
      .execute()
    return ok(
      CHANNELS.map((name) => {
        const row = rows.find((r) => r.channel === name)
        return {
          channel: name,
          total: Number(row?.total ?? 0),
          unread: Number(row?.unread ?? 0),
          newestAt: row?.newest ? Number(row.newest) : null,
        }
      }),
    )
  })

  serve(api, routes.findNewNotice, guard, async (request) => {
    const { session, user } = authOf(request)
    const newest = await newestReceipts.execute(ctx.db, {
      tenantId: session.tenant_id,
      userId: user.id,
      count: NEWEST_COUNT,
    })
    // No receipt at all: none unread either.
    const unread = Number(newest[0]?.unread ?? 0)
    return ok({ unread, newest: await summariesOf(ctx.db, session.tenant_id, newest, langOfRequest(request)) })
  })

  serve(api, routes.markAllRead, guard, async (request) => {
    const { session, user } = authOf(request)
    let update = ctx.db
      .updateTable('notice_receipt')
      .set({ read_at: ctx.now() })
      .where('tenant_id', '=', session.tenant_id)
      .where('user_id', '=', user.id)
      .where('read_at', 'is', null)
      // A must-read notice is read only when confirmed after its countdown.
      .where('must_read', '=', 0)
    if (request.body.channel) update = update.where('channel', '=', request.body.channel)
    const result = await update.executeTakeFirst()
    return ok({
      marked: Number(result.numUpdatedRows),
      unread: await unreadCount(ctx.db, session.tenant_id, user.id),
    })
  })

  serve(api, routes.updateNoticeIsSee, guard, async (request) => {
    const { session, user } = authOf(request)
    const receipt = await findReceipt(ctx, session.tenant_id, user.id, request.body.id)
    if (!receipt) throw noticeError(langOfRequest(request), noticeCodes.notFound, 'notFound')
    if (receipt.read_at === null && receipt.must_read === 0) {
      await ctx.db
        .updateTable('notice_receipt')
        .set({ read_at: ctx.now(), shown_at: receipt.shown_at ?? ctx.now() })
        .where('tenant_id', '=', session.tenant_id)
        .where('user_id', '=', user.id)
        .where('notice_id', '=', request.body.id)
        .execute()
    }
    return ok({ unread: await unreadCount(ctx.db, session.tenant_id, user.id) })
  })

  serve(api, routes.getNoticeById, guard, async (request) => {
    const { session, user } = authOf(request)
    const row = await receiptsOf(ctx.db, session.tenant_id, user.id)
      .where('notice.id', '=', request.body.id)
      .select([...SUMMARY_COLUMNS, 'notice_receipt.shown_at'])
      .executeTakeFirst()
    if (!row) {
      const own = await ownAnnouncement(ctx.db, session.tenant_id, user.id, request.body.id, langOfRequest(request))
      if (!own) throw noticeError(langOfRequest(request), noticeCodes.notFound, 'notFound')
      return ok({
        ...own,
        format: bodyFormatOf(own.channel),
        shownAt: own.receivedAt,
        canConfirmAt: own.receivedAt,
        confirmInMs: 0,
      })
    }
    const shownAt = row.shown_at === null ? ctx.now() : Number(row.shown_at)
    if (row.shown_at === null) await markShown(ctx, session.tenant_id, user.id, [row.id])
    const canConfirmAt = shownAt + Number(row.countdown_seconds) * 1000
    return ok({
      ...toSummary(row, langOfRequest(request)),
      body: bodyIn(row, langOfRequest(request)),
      format: bodyFormatOf(row.channel),
      shownAt,
      canConfirmAt,
      confirmInMs: Math.max(0, canConfirmAt - ctx.now()),
    })
  })

  serve(api, routes.userNoticePage, guard, async (request) => {
    const { session, user } = authOf(request)
    const { page = 1, rows = 10, channel: only, status = 'all' } = request.body
    const query = { tenantId: session.tenant_id, userId: user.id, channel: only, status }
    const total = await receiptCount(ctx.db, query)
    // A page past the last is answered without reading receipts.
    const list = (page - 1) * rows >= total ? [] : await receiptPage(ctx.db, query, rows, (page - 1) * rows)
    return ok({
      total,
      page,
      totalPage: Math.max(1, Math.ceil(total / rows)),
      rows: await summariesOf(ctx.db, session.tenant_id, list, langOfRequest(request)),
    })
  })

  serve(api, routes.mustReadList, guard, async (request) => {
    const { session, user } = authOf(request)
    const rows = await receiptsOf(ctx.db, session.tenant_id, user.id)
      .where('notice_receipt.must_read', '=', 1)
      .where('notice_receipt.confirmed_at', 'is', null)
      .select([...SUMMARY_COLUMNS, 'notice_receipt.shown_at'])
      .orderBy('notice_receipt.created_at')
      .orderBy('notice.id')
      .limit(20)
      .execute()
    const now = ctx.now()
    const unshown = rows.filter((row) => row.shown_at === null).map((row) => row.id)
    if (unshown.length) await markShown(ctx, session.tenant_id, user.id, unshown)
    return ok(
      rows.map((row) => {
        const shownAt = row.shown_at === null ? now : Number(row.shown_at)
        const canConfirmAt = shownAt + Number(row.countdown_seconds) * 1000
        // confirmInMs: the browser counts down from its own clock, whatever its offset from the gateway's.
        return {
          ...toSummary(row, langOfRequest(request)),
          body: bodyIn(row, langOfRequest(request)),
          format: bodyFormatOf(row.channel),
          shownAt,
          canConfirmAt,
          confirmInMs: Math.max(0, canConfirmAt - now),
        }
      }),
    )
  })

  serve(api, routes.confirmRead, guard, async (request) => {
    const { session, user } = authOf(request)
    const receipt = await findReceipt(ctx, session.tenant_id, user.id, request.body.id)
    if (!receipt) throw noticeError(langOfRequest(request), noticeCodes.notFound, 'notFound')
    if (receipt.must_read !== 1) throw noticeError(langOfRequest(request), noticeCodes.notMustRead, 'notMustRead')
    if (receipt.confirmed_at === null) {
      const notice = await ctx.db
        .selectFrom('notice')
        .select('countdown_seconds')
        .where('tenant_id', '=', session.tenant_id)
        .where('id', '=', receipt.notice_id)
        .executeTakeFirstOrThrow()
      const now = ctx.now()
      // The countdown runs from when the notice was first shown to this user; never shown means it has not started.
      const left =
        receipt.shown_at === null
          ? Number(notice.countdown_seconds) * 1000
          : Number(receipt.shown_at) + Number(notice.countdown_seconds) * 1000 - now
      if (left > 0)
        throw noticeError(langOfRequest(request), noticeCodes.countdownRunning, 'countdown', {
          s: Math.ceil(left / 1000),
        })
      await ctx.db
        .updateTable('notice_receipt')
        .set({ confirmed_at: now, read_at: receipt.read_at ?? now })
        .where('tenant_id', '=', session.tenant_id)
        .where('user_id', '=', user.id)
        .where('notice_id', '=', receipt.notice_id)
        .execute()
    }
    return ok({ unread: await unreadCount(ctx.db, session.tenant_id, user.id) })
  })
}

/**
 * The caller's newest receipts in the tenant, the bell's, their list columns (their notices come from
 * held-notices.ts), each with how many of the caller's receipts are unread: one statement, compiled once
 * (fixed-query.ts).
 */
const newestReceipts = fixedQuery((db, v: { tenantId: number; userId: number; count: number }) =>
  db
    .selectFrom('notice_receipt')
    .select(RECEIPT_FACTS)
    .select(
      db
        .selectFrom('notice_receipt')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('tenant_id', '=', v.tenantId)
        .where('user_id', '=', v.userId)
        .where('read_at', 'is', null)
        .as('unread'),
    )
    .where('tenant_id', '=', v.tenantId)
    .where('user_id', '=', v.userId)
    .orderBy('created_at', 'desc')
    .orderBy('notice_id')
    .limit(v.count),
)

const findReceipt = (ctx: GatewayContext, tenantId: number, userId: number, noticeId: string) =>
  ctx.db
    .selectFrom('notice_receipt')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('user_id', '=', userId)
    .where('notice_id', '=', noticeId)
    .executeTakeFirst()

/** Starts the must-read countdown of these notices for the user (only where it has not started). */
async function markShown(ctx: GatewayContext, tenantId: number, userId: number, ids: string[]): Promise<void> {
  await ctx.db
    .updateTable('notice_receipt')
    .set({ shown_at: ctx.now() })
    .where('tenant_id', '=', tenantId)
    .where('user_id', '=', userId)
    .where('notice_id', 'in', ids)
    .where('shown_at', 'is', null)
    .execute()
}
