import { contract, notifyContract, type Static } from '@hr-portal/api'
import type { FastifyInstance } from 'fastify'
import { authOf, requireFunction, requireSession } from '../../core/auth/guard'
import type { GatewayContext } from '../../core/context'
import { ok } from '../../core/envelope'
import { GatewayError } from '../../core/errors'
import { serve } from '../../core/http/serve'
import { langOfRequest } from '../../core/lang'
import type { Platform } from '../../integrations/messaging/types'
import { platformAccountsOf } from '../people'
import { KINDS } from './kinds'
import { retryFailed } from './outbox-store'
import { choicesOf, saveChoices } from './preferences'
import { word, type WordKey } from './texts'
import { wakeNotifications } from './workers'

import { DELIVERIES_FUNCTION } from './deliveries-function'

export { DELIVERIES_FUNCTION }

/** The notification routes' codes, as the contract declares them (api/src/notify/codes.ts). */
export const notifyCodes = notifyContract.NOTIFY

type Delivery = Static<typeof notifyContract.delivery>
const { preferences, deliveries } = contract.notify

/** A stored reason (`key|detail`) as the administrators read it: the words in their language, the detail as it came. */
function reasonOf(stored: string, lang: 'zh' | 'en') {
  if (!stored) return null
  const at = stored.indexOf('|')
  const key = at === -1 ? 'unknown' : stored.slice(0, at)
  const detail = at === -1 ? stored : stored.slice(at + 1)
  const known = `error.${key}` as WordKey
  return { key, text: word(lang, known in ERROR_WORDS ? known : 'error.unknown'), detail }
}
const ERROR_WORDS = Object.fromEntries(
  [
    'mail',
    'platform',
    'timeout',
    'unknownUser',
    'noAddress',
    'notConnected',
    'notMember',
    'left',
    'noFunction',
    'outOfRange',
    'notManager',
    'badNeed',
    'unknown',
  ].map((k) => [`error.${k}`, true]),
)

/**
 * Notifications: each person's own channel choices per kind (read and saved for themself), and the administrators'
 * list of deliveries of the session's tenant with a retry of failed ones (function 101001).
 */
export function notifyRoutes(api: FastifyInstance, ctx: GatewayContext): void {
  serve(api, preferences.get, { preHandler: requireSession(ctx) }, async (request) => {
    const { session, user } = authOf(request)
    const mine = (await choicesOf(ctx.db, session.tenant_id, [user.id])).get(user.id)!
    const linked = await platformAccountsOf(ctx.db, session.tenant_id, user.id)
    return ok({
      kinds: KINDS.map((kind) => ({ kind, ...mine[kind] })),
      hasEmail: Boolean(user.email),
      platforms: [...new Set(linked.map((account) => account.platform as Platform))].filter(
        (platform) => ctx.integrations.messaging.settings[platform],
      ),
    })
  })

  serve(api, preferences.save, { preHandler: requireSession(ctx) }, async (request) => {
    const { session, user } = authOf(request)
    await saveChoices(ctx.db, session.tenant_id, user.id, request.body.choices)
    return ok(null)
  })

  const adminGuard = { preHandler: requireFunction(ctx, DELIVERIES_FUNCTION) }

  serve(api, deliveries.list, adminGuard, async (request) => {
    const { session } = authOf(request)
    const lang = langOfRequest(request)
    const { page = 1, pageSize = 20, kind, channel, state, keyword } = request.body
    let query = ctx.db
      .selectFrom('notify_delivery')
      .innerJoin('app_user', 'app_user.id', 'notify_delivery.user_id')
      .where('notify_delivery.tenant_id', '=', session.tenant_id)
    if (kind) query = query.where('notify_delivery.kind', '=', kind)
    if (channel) query = query.where('notify_delivery.channel', '=', channel)
    if (state) query = query.where('notify_delivery.state', '=', state)
    const search = keyword?.trim()
    if (search) {
      const like = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
      query = query.where((eb) =>
        eb.or([eb('app_user.real_name', 'like', like), eb('app_user.user_name', 'like', like)]),
      )
    }
    const total = Number((await query.select((eb) => eb.fn.countAll().as('n')).executeTakeFirst())?.n ?? 0)
    const rows = await query
      .select([
        'notify_delivery.id',
        'notify_delivery.created_at',
        'notify_delivery.sent_at',
        'notify_delivery.kind',
        'notify_delivery.channel',
        'notify_delivery.state',
        'notify_delivery.attempts',
        'notify_delivery.last_error',
        'notify_delivery.subject',
        'notify_delivery.user_id',
        'app_user.real_name',
        'app_user.user_name',
      ])
      .orderBy('notify_delivery.created_at', 'desc')
      .orderBy('notify_delivery.id')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute()
    return ok({
      total,
      page,
      pageSize,
      rows: rows.map(
        (row): Delivery => ({
          id: row.id,
          createdAt: Number(row.created_at),
          sentAt: row.sent_at === null ? null : Number(row.sent_at),
          kind: row.kind as Delivery['kind'],
          channel: row.channel as Delivery['channel'],
          state: row.state as Delivery['state'],
          attempts: row.attempts,
          subject: row.subject,
          userId: row.user_id,
          recipient: row.real_name || row.user_name,
          error: reasonOf(row.last_error, lang),
        }),
      ),
    })
  })

  serve(api, deliveries.retry, adminGuard, async (request) => {
    const { session } = authOf(request)
    const lang = langOfRequest(request)
    if (!(await retryFailed(ctx.db, session.tenant_id, request.body.id, ctx.now()))) {
      const exists = await ctx.db
        .selectFrom('notify_delivery')
        .select('id')
        .where('tenant_id', '=', session.tenant_id)
        .where('id', '=', request.body.id)
        .executeTakeFirst()
      if (!exists) throw new GatewayError(notifyCodes.deliveryNotFound, word(lang, 'deliveryNotFound'))
      throw new GatewayError(notifyCodes.notRetryable, word(lang, 'notRetryable'))
    }
    wakeNotifications(ctx)
    return ok(null)
  })
}
