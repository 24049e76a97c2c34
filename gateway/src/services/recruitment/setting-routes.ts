import { contract } from '@hr-portal/api'
import type { FastifyInstance } from 'fastify'
import { authOf, requireFunction, requireSession } from '../../core/auth/guard'
import type { GatewayContext } from '../../core/context'
import { ok } from '../../core/envelope'
import { serve } from '../../core/http/serve'
import { langOfRequest } from '../../core/lang'
import { actorOf, writeAudit } from './audit'
import { careersChannel, channelView } from './channels'
import { recruitError } from './errors'
import { DEFAULT_RETENTION_DAYS, RECRUIT_FUNCTIONS } from './functions'
import { nextId } from './next-id'

const { settings: routes } = contract.recruitment

/** The tenant's retention of candidates not hired (days). */
export async function retentionDaysOf(ctx: GatewayContext, tenantId: number): Promise<number> {
  const row = await ctx.db
    .selectFrom('recruit_setting')
    .select('retention_days')
    .where('tenant_id', '=', tenantId)
    .executeTakeFirst()
  return row ? Number(row.retention_days) : DEFAULT_RETENTION_DAYS
}

/**
 * Channels and settings (8403): the channel dictionary of the tenant (job sites, referral, the careers page; edit
 * 840301), channels by keyword (§7, any signed-in user: pickers), and the retention period of candidates not hired.
 */
export function settingRoutes(api: FastifyInstance, ctx: GatewayContext): void {
  const read = { preHandler: requireFunction(ctx, RECRUIT_FUNCTIONS.settings) }
  const edit = { preHandler: requireFunction(ctx, RECRUIT_FUNCTIONS.editSettings) }
  const channelsOf = async (tenantId: number) => {
    await careersChannel(ctx.db, tenantId, ctx.now())
    return ctx.db.selectFrom('recruit_channel').selectAll().where('tenant_id', '=', tenantId).orderBy('id').execute()
  }

  serve(api, routes.channels, read, async (request) =>
    ok((await channelsOf(authOf(request).session.tenant_id)).map((row) => channelView(row, langOfRequest(request)))),
  )

  serve(api, routes.channelsByKeyword, { preHandler: requireSession(ctx) }, async (request) => {
    const keyword = (request.body.keyword ?? '').trim().toLowerCase()
    const rows = await channelsOf(authOf(request).session.tenant_id)
    const matches = (row: { name_zh: string; name_en: string }) =>
      row.name_zh.toLowerCase().includes(keyword) || row.name_en.toLowerCase().includes(keyword)
    return ok(
      rows.filter((row) => row.enabled === 1 && matches(row)).map((row) => channelView(row, langOfRequest(request))),
    )
  })

  serve(api, routes.saveChannel, edit, async (request) => {
    const auth = authOf(request)
    const tenantId = auth.session.tenant_id
    const { id, kind, enabled = true } = request.body
    const names = { name_zh: request.body.nameZh.trim(), name_en: request.body.nameEn.trim() }
    const now = ctx.now()
    const saved = await ctx.db.transaction().execute(async (trx) => {
      if (id !== undefined) {
        const found = await trx
          .selectFrom('recruit_channel')
          .select('id')
          .where('tenant_id', '=', tenantId)
          .where('id', '=', id)
          .executeTakeFirst()
        if (!found) throw recruitError(langOfRequest(request), 'channelNotFound')
        await trx
          .updateTable('recruit_channel')
          .set({ kind, ...names, enabled: enabled ? 1 : 0 })
          .where('tenant_id', '=', tenantId)
          .where('id', '=', id)
          .execute()
        return id
      }
      const next = await nextId(trx, 'recruit_channel', tenantId)
      await trx
        .insertInto('recruit_channel')
        .values({ tenant_id: tenantId, id: next, kind, ...names, enabled: enabled ? 1 : 0, created_at: now })
        .execute()
      return next
    })
    await writeAudit(
      ctx.db,
      tenantId,
      actorOf(auth),
      'channel.save',
      saved,
      { kind, nameZh: names.name_zh, nameEn: names.name_en, enabled },
      now,
    )
    return ok({ id: saved })
  })

  // The retention, and the address of the tenant's careers page on the shell's origin.
  serve(api, routes.get, read, async (request) => {
    const tenantId = authOf(request).session.tenant_id
    const tenant = await ctx.db.selectFrom('tenant').select('code').where('id', '=', tenantId).executeTakeFirstOrThrow()
    return ok({
      retentionDays: await retentionDaysOf(ctx, tenantId),
      careersUrl: `${ctx.config.shellOrigin}/careers/${encodeURIComponent(tenant.code)}`,
    })
  })

  serve(api, routes.save, edit, async (request) => {
    const auth = authOf(request)
    const tenantId = auth.session.tenant_id
    const now = ctx.now()
    const before = await retentionDaysOf(ctx, tenantId)
    const { retentionDays } = request.body
    await ctx.db
      .insertInto('recruit_setting')
      .values({ tenant_id: tenantId, retention_days: retentionDays, updated_at: now })
      .onConflict((oc) => oc.column('tenant_id').doUpdateSet({ retention_days: retentionDays, updated_at: now }))
      .execute()
    await writeAudit(ctx.db, tenantId, actorOf(auth), 'setting.retention', null, { before, after: retentionDays }, now)
    return ok({ retentionDays })
  })
}
