import type { FastifyInstance } from 'fastify'
import { authOf, requireFunction } from '../../core/auth/guard'
import type { GatewayContext } from '../../core/context'
import { ok } from '../../core/envelope'
import { objectBody } from '../../core/http/schema'
import { langOfRequest } from '../../core/lang'
import { directoryClient } from '../../integrations/messaging/directory'
import type { Platform } from '../../integrations/messaging/types'
import { auditDirsync } from './audit'
import { settingsFromInput, settingsSchema, type SettingsBody } from './connector-input'
import { connectorRow, maskedView, saveConnector, savedConnector } from './connector-store'
import { connectorTestRoute } from './connector-test-route'
import { dirsyncCodes, dirsyncError, platformWords } from './errors'
import { DIRSYNC_FUNCTIONS } from './functions'
import { startChangeSync, startFullSync } from './operations'
import { planFull } from './sync'
import { runView, runsOf, recordsOf, failedChanges, stepView } from './views'

const platformSchema = { type: 'string', enum: ['wecom', 'dingtalk', 'feishu'] }
/** The address the platform's console is given for change callbacks: the portal's public origin, this tenant and platform. */
export const callbackUrlOf = (ctx: GatewayContext, platform: string, tenantId: number) =>
  `${ctx.config.shellOrigin}/gateway/ums/web/wechat/callback/${platform}/${tenantId}`

/** The Directory sync page's calls (§7 /ums/web/wechat): connector settings, test, installed apps, dry run, sync, log, retry. */
export function dirsyncRoutes(app: FastifyInstance, ctx: GatewayContext): void {
  const manage = requireFunction(ctx, DIRSYNC_FUNCTIONS.manage)
  const page = requireFunction(ctx, DIRSYNC_FUNCTIONS.page)

  app.post<{ Body: { platform: Platform } }>(
    '/ums/web/wechat/config/get',
    {
      schema: { body: objectBody({ platform: platformSchema }, ['platform']) },
      preHandler: page,
    },
    async (request) => {
      const tenantId = authOf(request).session.tenant_id
      const saved = await savedConnector(ctx, tenantId, request.body.platform)
      return ok({
        connector: saved ? maskedView(saved) : null,
        callbackUrl: callbackUrlOf(ctx, request.body.platform, tenantId),
      })
    },
  )

  app.post<{ Body: SettingsBody }>(
    '/ums/web/wechat/config/save',
    { schema: { body: settingsSchema }, preHandler: manage },
    async (request) => {
      const auth = authOf(request)
      const tenantId = auth.session.tenant_id
      const { input, settings } = await settingsFromInput(ctx, tenantId, request.body)
      await saveConnector(ctx, { tenantId, userId: auth.user.id, lang: langOfRequest(request) }, settings, input)
      await auditDirsync(ctx, {
        tenantId,
        userId: auth.user.id,
        action: 'connector.save',
        platform: settings.platform,
        detail: {
          corpId: settings.corpId,
          appKey: settings.appKey,
          agentId: settings.agentId,
          apiUrl: settings.apiUrl,
          rules: input.rules,
          catchupMinutes: input.catchupMinutes,
          secretChanged: input.appSecret !== '',
          callbackChanged: input.callbackToken !== '' || input.callbackKey !== '',
        },
      })
      return ok(maskedView((await savedConnector(ctx, tenantId, settings.platform))!))
    },
  )

  connectorTestRoute(app, ctx, manage)

  app.post<{ Body: { platform: Platform } }>(
    '/ums/web/wechat/apps',
    {
      schema: { body: objectBody({ platform: platformSchema }, ['platform']) },
      preHandler: page,
    },
    async (request) => {
      const saved = await savedConnector(ctx, authOf(request).session.tenant_id, request.body.platform)
      if (!saved) throw dirsyncError(dirsyncCodes.notConfigured, 'notConfigured', { platform: request.body.platform })
      try {
        return ok({ ok: true, message: '', apps: await directoryClient(saved.settings).installedApps() })
      } catch (error) {
        return ok({
          ok: false,
          message: platformWords(langOfRequest(request), request.body.platform, error, saved.settings.apiUrl),
          apps: [],
        })
      }
    },
  )

  app.post<{ Body: { platform: Platform } }>(
    '/ums/web/wechat/sync/dryRun',
    {
      schema: { body: objectBody({ platform: platformSchema }, ['platform']) },
      preHandler: manage,
    },
    async (request) => {
      const lang = langOfRequest(request)
      const saved = await savedConnector(ctx, authOf(request).session.tenant_id, request.body.platform)
      if (!saved) throw dirsyncError(dirsyncCodes.notConfigured, 'notConfigured', { platform: request.body.platform })
      try {
        const steps = await planFull(ctx, {
          tenantId: authOf(request).session.tenant_id,
          platform: request.body.platform,
          client: directoryClient(saved.settings),
          rules: saved.rules,
        })
        return ok({ ok: true, message: '', steps: steps.map((step) => stepView(lang, step)) })
      } catch (error) {
        return ok({
          ok: false,
          message: platformWords(lang, request.body.platform, error, saved.settings.apiUrl),
          steps: [],
        })
      }
    },
  )

  app.post<{ Body: { platform: Platform } }>(
    '/ums/web/wechat/sync/start',
    {
      schema: { body: objectBody({ platform: platformSchema }, ['platform']) },
      preHandler: manage,
    },
    async (request) => {
      const auth = authOf(request)
      const tenantId = auth.session.tenant_id
      const runId = await startFullSync(ctx, {
        tenantId,
        platform: request.body.platform,
        trigger: 'manual',
        startedBy: auth.user.id,
        lang: langOfRequest(request),
      })
      await auditDirsync(ctx, {
        tenantId,
        userId: auth.user.id,
        action: 'sync.start',
        platform: request.body.platform,
        detail: { runId },
      })
      return ok({ runId })
    },
  )

  app.post<{ Body: { platform?: string; pageNum?: number; pageSize?: number } }>(
    '/ums/web/wechat/sync/runs',
    {
      schema: {
        body: objectBody({
          platform: { type: 'string', enum: ['wecom', 'dingtalk', 'feishu', 'old-product'] },
          pageNum: { type: 'integer', minimum: 1, maximum: 10_000, default: 1 },
          pageSize: { type: 'integer', minimum: 1, maximum: 100, default: 20 },
        }),
      },
      preHandler: page,
    },
    async (request) => ok(await runsOf(ctx, langOfRequest(request), authOf(request).session.tenant_id, request.body)),
  )

  app.post<{ Body: { runId: string } }>(
    '/ums/web/wechat/sync/run',
    {
      schema: { body: objectBody({ runId: { type: 'string', format: 'uuid' } }, ['runId']) },
      preHandler: page,
    },
    async (request) => {
      const run = await runView(ctx, langOfRequest(request), authOf(request).session.tenant_id, request.body.runId)
      if (!run) throw dirsyncError(dirsyncCodes.runNotFound, 'runNotFound')
      return ok(run)
    },
  )

  app.post<{ Body: { runId: string; result?: string } }>(
    '/ums/web/wechat/sync/records',
    {
      schema: {
        body: objectBody(
          {
            runId: { type: 'string', format: 'uuid' },
            result: {
              type: 'string',
              enum: ['created', 'updated', 'moved', 'disabled', 'removed', 'skipped', 'failed', 'held'],
            },
          },
          ['runId'],
        ),
      },
      preHandler: page,
    },
    async (request) => {
      const tenantId = authOf(request).session.tenant_id
      if (!(await runView(ctx, 'zh', tenantId, request.body.runId)))
        throw dirsyncError(dirsyncCodes.runNotFound, 'runNotFound')
      return ok(await recordsOf(ctx, langOfRequest(request), tenantId, request.body.runId, request.body.result))
    },
  )

  app.post<{ Body: { runId: string } }>(
    '/ums/web/wechat/sync/retry',
    {
      schema: { body: objectBody({ runId: { type: 'string', format: 'uuid' } }, ['runId']) },
      preHandler: manage,
    },
    async (request) => {
      const auth = authOf(request)
      const tenantId = auth.session.tenant_id
      const run = await ctx.db
        .selectFrom('dirsync_run')
        .select(['platform'])
        .where('tenant_id', '=', tenantId)
        .where('id', '=', request.body.runId)
        .executeTakeFirst()
      if (!run) throw dirsyncError(dirsyncCodes.runNotFound, 'runNotFound')
      const changes = await failedChanges(ctx, tenantId, request.body.runId)
      if (!changes.length) throw dirsyncError(dirsyncCodes.nothingToRetry, 'nothingToRetry')
      if (!(await connectorRow(ctx, tenantId, run.platform as Platform)))
        throw dirsyncError(dirsyncCodes.notConfigured, 'notConfigured', { platform: run.platform })
      const runId = await startChangeSync(ctx, {
        tenantId,
        platform: run.platform as Platform,
        changes,
        trigger: 'retry',
        startedBy: auth.user.id,
        lang: langOfRequest(request),
      })
      await ctx.db
        .updateTable('dirsync_record')
        .set({ retried: 1 })
        .where('tenant_id', '=', tenantId)
        .where('run_id', '=', request.body.runId)
        .where('result', '=', 'failed')
        .execute()
      await auditDirsync(ctx, {
        tenantId,
        userId: auth.user.id,
        action: 'sync.retry',
        platform: run.platform,
        detail: { of: request.body.runId, runId, records: changes.length },
      })
      return ok({ runId })
    },
  )
}
