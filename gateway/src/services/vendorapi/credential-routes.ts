import { contract } from '@hr-portal/api'
import type { FastifyInstance } from 'fastify'
import { randomUUID } from 'node:crypto'
import { authOf, requireFunction } from '../../core/auth/guard'
import type { GatewayContext } from '../../core/context'
import { ok } from '../../core/envelope'
import { serve } from '../../core/http/serve'
import { handle } from '../../core/service'
import { langOfRequest } from '../../core/lang'
import { writeAuditRecord } from '../access'
import { APP_INSTALL_CHANGED, APPS_FUNCTION, installedApps } from '../vendor'
import { issueCredential, listCredentials, revokeCredential } from './credentials'
import { apiError } from './texts'

const { credentials: routes } = contract.vendorapi

/** Writes an administrator's change of a background credential to the tenant's bridge audit (never the secret). */
async function auditChange(
  ctx: GatewayContext,
  who: { tenantId: number; userId: number },
  app: string,
  method: string,
) {
  const at = ctx.now()
  await writeAuditRecord(ctx.db, {
    id: randomUUID(),
    user_id: who.userId,
    tenant_id: who.tenantId,
    app,
    origin: 'apps page',
    method,
    capability: '',
    decision: 'allow',
    reason: 'background credential',
    arg_bytes: 0,
    latency_ms: 0,
    at,
    received_at: at,
  })
}

/**
 * The Apps page's background credentials (function 1007, the session tenant's installs only): list them, issue or
 * rotate one (its secret answered once), revoke one (its tokens end with it); each change audited.
 */
export function credentialRoutes(api: FastifyInstance, ctx: GatewayContext): void {
  const guard = requireFunction(ctx, APPS_FUNCTION)
  const actorOf = (request: Parameters<typeof authOf>[0]) => {
    const { session, user } = authOf(request)
    return { tenantId: session.tenant_id, userId: user.id }
  }

  serve(api, routes.list, { preHandler: guard }, async (request) => {
    return ok({ rows: await listCredentials(ctx.db, actorOf(request).tenantId) })
  })

  serve(api, routes.issue, { preHandler: guard }, async (request) => {
    const actor = actorOf(request)
    const { code } = request.body
    const app = (await installedApps(ctx.db, actor.tenantId, { all: true })).find((one) => one.code === code)
    if (!app) throw apiError(langOfRequest(request), 'appNotInstalled', { app: code })
    const issued = await issueCredential(ctx.db, { ...actor, appCode: code, installId: app.id, now: ctx.now() })
    await auditChange(ctx, actor, code, issued.rotated ? 'credential.rotate' : 'credential.issue')
    return ok({ code, clientId: issued.clientId, secret: issued.secret, createdAt: issued.createdAt })
  })

  serve(api, routes.revoke, { preHandler: guard }, async (request) => {
    const actor = actorOf(request)
    const revoked = await revokeCredential(ctx.db, actor.tenantId, request.body.code)
    if (revoked) await auditChange(ctx, actor, request.body.code, 'credential.revoke')
    return ok({ revoked })
  })
}

/** An uninstalled app's background credential goes with it, and the tokens exchanged for it end. */
export const credentialsOnUninstall = handle(APP_INSTALL_CHANGED, async (db, change) => {
  if (change.action === 'uninstall') await revokeCredential(db, change.tenantId, change.code)
})
