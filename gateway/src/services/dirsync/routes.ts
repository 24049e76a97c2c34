import { contract } from '@hr-portal/api'
import type { FastifyInstance } from 'fastify'
import { authOf, requireFunction } from '../../core/auth/guard'
import type { GatewayContext } from '../../core/context'
import { ok } from '../../core/envelope'
import { serve } from '../../core/http/serve'
import { langOfRequest } from '../../core/lang'
import { directoryClient } from '../../integrations/messaging/directory'
import type { Platform } from '../../integrations/messaging/types'
import { auditDirsync } from './audit'
import { settingsFromInput } from './connector-input'
import { connectorRow, maskedView, saveConnector, savedConnector } from './connector-store'
import { connectorTestRoute } from './connector-test-route'
import { dirsyncCodes, dirsyncError, platformWords } from './errors'
import { DIRSYNC_FUNCTIONS } from './functions'
import { startChangeSync, startFullSync } from './operations'
import { planFull } from './sync'
import { runView, runsOf, recordsOf, failedChanges, stepView } from './views'

const { connectors, syncs } = contract.dirsync
/** The address the platform's console is given for change callbacks: the portal's public origin, this tenant and platform. */
export const callbackUrlOf = (ctx: GatewayContext, platform: string, tenantId: number) =>
  `${ctx.config.shellOrigin}/gateway/ums/web/wechat/callback/${platform}/${tenantId}`

/** The Directory sync page's calls (§7 /ums/web/wechat): connector settings, test, installed apps, dry run, sync, log, retry. */
export function dirsyncRoutes(app: FastifyInstance, ctx: GatewayContext): void {
  const manage = requireFunction(ctx, DIRSYNC_FUNCTIONS.manage)
  const page = requireFunction(ctx, DIRSYNC_FUNCTIONS.page)

  serve(app, connectors.get, { preHandler: page }, async (request) => {
    const tenantId = authOf(request).session.tenant_id
    const saved = await savedConnector(ctx, tenantId, request.body.platform)
    return ok({
      connector: saved ? maskedView(saved) : null,
      callbackUrl: callbackUrlOf(ctx, request.body.platform, tenantId),
    })
  })

  serve(app, connectors.save, { preHandler: manage }, async (request) => {
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
  })

  connectorTestRoute(app, ctx, manage)

  serve(app, connectors.apps, { preHandler: page }, async (request) => {
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
  })

  serve(app, syncs.dryRun, { preHandler: manage }, async (request) => {
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
  })

  serve(app, syncs.start, { preHandler: manage }, async (request) => {
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
  })

  serve(app, syncs.runs, { preHandler: page }, async (request) =>
    ok(await runsOf(ctx, langOfRequest(request), authOf(request).session.tenant_id, request.body)),
  )

  serve(app, syncs.run, { preHandler: page }, async (request) => {
    const run = await runView(ctx, langOfRequest(request), authOf(request).session.tenant_id, request.body.runId)
    if (!run) throw dirsyncError(dirsyncCodes.runNotFound, 'runNotFound')
    return ok(run)
  })

  serve(app, syncs.records, { preHandler: page }, async (request) => {
    const tenantId = authOf(request).session.tenant_id
    if (!(await runView(ctx, 'zh', tenantId, request.body.runId)))
      throw dirsyncError(dirsyncCodes.runNotFound, 'runNotFound')
    return ok(await recordsOf(ctx, langOfRequest(request), tenantId, request.body.runId, request.body.result))
  })

  serve(app, syncs.retry, { preHandler: manage }, async (request) => {
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
    // The connector went between the check and the start: nothing was started.
    if (!runId) throw dirsyncError(dirsyncCodes.notConfigured, 'notConfigured', { platform: run.platform })
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
  })
}
