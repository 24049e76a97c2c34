import { contract } from '@hr-portal/api'
import type { FastifyInstance } from 'fastify'
import { sql } from 'kysely'
import { authOf, requireFunction } from '../../../core/auth/guard'
import type { GatewayContext } from '../../../core/context'
import { ok } from '../../../core/envelope'
import { serve } from '../../../core/http/serve'
import { ForeignAudienceError, type Audience } from './audience'
import { noticeCodes, noticeError } from './notice-texts'
import { publishNotice } from './publish'
import { plainText } from './sanitize'
import { langOfRequest } from '../../../core/lang'

/** The function that lets a role publish announcements (a button of the Home item, apps/system/manifest.json). */
export const PUBLISH_FUNCTION = '100001'

const routes = contract.message.publishing

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (char) => `\\${char}`)

/**
 * Publishing announcements (function 100001, the session's tenant only): publish to the tenant, departments
 * (and below) or chosen users; the publisher's own list with read counts; who has read and confirmed one;
 * and the accounts of the tenant by keyword for the audience picker.
 */
export function publisherRoutes(api: FastifyInstance, ctx: GatewayContext): void {
  const guard = { preHandler: requireFunction(ctx, PUBLISH_FUNCTION) }

  serve(api, routes.publish, guard, async (request) => {
    const { session, user } = authOf(request)
    const { title, body, mustRead = false, countdownSeconds = 0, audience } = request.body
    if (!plainText(body) && !/<img\s/i.test(body))
      throw noticeError(langOfRequest(request), noticeCodes.badInput, 'emptyBody')
    const target: Audience =
      audience.type === 'tenant' ? { type: 'tenant' } : { type: audience.type, ids: audience.ids ?? [] }
    try {
      const published = await publishNotice(ctx.db, {
        tenantId: session.tenant_id,
        channel: 'announcement',
        title: title.trim(),
        body,
        mustRead,
        countdownSeconds,
        publisherId: user.id,
        publisherName: user.real_name || user.user_name,
        audience: target,
        now: ctx.now(),
      })
      if (!published.indexed)
        request.log.warn({ notice: published.id }, 'announcement published but not indexed for search')
      if (published.recipients === 0)
        throw noticeError(langOfRequest(request), noticeCodes.noRecipients, 'noRecipients')
      return ok({ id: published.id, recipients: published.recipients })
    } catch (error) {
      if (error instanceof ForeignAudienceError)
        throw noticeError(langOfRequest(request), noticeCodes.badAudience, 'badAudience')
      throw error
    }
  })

  serve(api, routes.publishedPage, guard, async (request) => {
    const { session, user } = authOf(request)
    const { page = 1, rows = 10 } = request.body
    const mine = ctx.db
      .selectFrom('notice')
      .where('tenant_id', '=', session.tenant_id)
      .where('publisher_id', '=', user.id)
      .where('channel', '=', 'announcement')
    const total = Number((await mine.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst())?.n ?? 0)
    const list = await mine
      .select(['id', 'title', 'must_read', 'countdown_seconds', 'audience_type', 'created_at'])
      .select((eb) => [
        eb
          .selectFrom('notice_receipt')
          .select((r) => r.fn.countAll<number>().as('n'))
          .whereRef('notice_receipt.notice_id', '=', 'notice.id')
          .where('notice_receipt.tenant_id', '=', session.tenant_id)
          .as('recipients'),
        eb
          .selectFrom('notice_receipt')
          .select((r) => r.fn.countAll<number>().as('n'))
          .whereRef('notice_receipt.notice_id', '=', 'notice.id')
          .where('notice_receipt.tenant_id', '=', session.tenant_id)
          .where('notice_receipt.read_at', 'is not', null)
          .as('readers'),
      ])
      .orderBy('created_at', 'desc')
      .orderBy('id')
      .limit(rows)
      .offset((page - 1) * rows)
      .execute()
    return ok({
      total,
      page,
      totalPage: Math.max(1, Math.ceil(total / rows)),
      rows: list.map((row) => ({
        id: row.id,
        title: row.title,
        mustRead: Number(row.must_read) === 1,
        countdownSeconds: Number(row.countdown_seconds),
        audienceType: row.audience_type,
        publishedAt: Number(row.created_at),
        recipients: Number(row.recipients ?? 0),
        readers: Number(row.readers ?? 0),
      })),
    })
  })

  serve(api, routes.readReport, guard, async (request) => {
    const { session, user } = authOf(request)
    const notice = await ctx.db
      .selectFrom('notice')
      .select(['id', 'title', 'publisher_id', 'must_read'])
      .where('tenant_id', '=', session.tenant_id)
      .where('id', '=', request.body.id)
      .executeTakeFirst()
    if (!notice) throw noticeError(langOfRequest(request), noticeCodes.notFound, 'notFound')
    if (notice.publisher_id !== user.id && !user.is_super)
      throw noticeError(langOfRequest(request), noticeCodes.noPermission, 'notPublisher')
    const rows = await ctx.db
      .selectFrom('notice_receipt')
      .innerJoin('app_user', 'app_user.id', 'notice_receipt.user_id')
      .select([
        'app_user.id',
        'app_user.real_name',
        'app_user.user_name',
        'notice_receipt.created_at',
        'notice_receipt.read_at',
        'notice_receipt.confirmed_at',
      ])
      .where('notice_receipt.tenant_id', '=', session.tenant_id)
      .where('notice_receipt.notice_id', '=', notice.id)
      .orderBy('app_user.id')
      .execute()
    return ok({
      id: notice.id,
      title: notice.title,
      mustRead: Number(notice.must_read) === 1,
      readers: rows.map((row) => ({
        userId: row.id,
        name: row.real_name || row.user_name,
        userName: row.user_name,
        deliveredAt: Number(row.created_at),
        readAt: row.read_at === null ? null : Number(row.read_at),
        confirmedAt: row.confirmed_at === null ? null : Number(row.confirmed_at),
      })),
    })
  })

  serve(api, routes.recipientOptions, guard, async (request) => {
    const { session } = authOf(request)
    return ok(await accountsOfTenant(ctx, session.tenant_id, request.body.keyword))
  })
}

/** Up to 20 accounts of a tenant whose name or account matches the keyword (the audience picker). */
async function accountsOfTenant(ctx: GatewayContext, tenantId: number, keyword = '') {
  let query = ctx.db
    .selectFrom('app_user')
    .innerJoin('user_tenant', (join) =>
      join.onRef('user_tenant.user_id', '=', 'app_user.id').on('user_tenant.tenant_id', '=', tenantId),
    )
    .select(['app_user.id', 'app_user.real_name', 'app_user.user_name'])
  const word = keyword.trim().toLowerCase()
  if (word) {
    const pattern = `%${escapeLike(word)}%`
    query = query.where((eb) =>
      eb.or([
        sql<boolean>`lower(${sql.ref('app_user.real_name')}) like ${pattern} escape '\\'`,
        sql<boolean>`lower(${sql.ref('app_user.user_name')}) like ${pattern} escape '\\'`,
      ]),
    )
  }
  const rows = await query.orderBy('app_user.id').limit(20).execute()
  return rows.map((row) => ({ id: row.id, name: row.real_name || row.user_name, userName: row.user_name }))
}
