import { contract } from '@hr-portal/api'
import type { FastifyInstance } from 'fastify'
import { authOf, requireFunction } from '../../../core/auth/guard'
import type { GatewayContext } from '../../../core/context'
import { ok } from '../../../core/envelope'
import { GatewayError, codes } from '../../../core/errors'
import { serve } from '../../../core/http/serve'
import { langOfRequest } from '../../../core/lang'
import { auditVendor } from '../audit'
import { findInstalledApp, installedApps } from '../installs/installed'
import { checkDevUrl } from './dev-url'
import { clearDevBuild, devBuildsOf, setDevBuild } from './dev-builds'
import { sayDev } from './texts'

import { DEV_FUNCTION } from './function'

export { DEV_FUNCTION }

const { dev: routes } = contract.vendor

/**
 * Developer mode: a developer points an app installed in their tenant at a build of their own (a local dev server)
 * for their own session only; nobody else's frame changes. Each change is audited.
 */
export function devRoutes(app: FastifyInstance, ctx: GatewayContext): void {
  const guard = requireFunction(ctx, DEV_FUNCTION)

  serve(app, routes.list, { preHandler: guard }, async (request) => {
    const { session } = authOf(request)
    const en = langOfRequest(request) === 'en'
    const [apps, builds] = await Promise.all([
      installedApps(ctx.db, session.tenant_id),
      devBuildsOf(ctx.db, session.tenant_id, session.token_hash),
    ])
    return ok(
      apps.map((installed) => ({
        code: installed.code,
        title: en ? installed.titleEn : installed.titleZh,
        version: installed.version,
        entry: installed.entry,
        devUrl: builds.find((build) => build.code === installed.code)?.url ?? null,
      })),
    )
  })

  serve(app, routes.set, { preHandler: guard }, async (request) => {
    const started = Date.now()
    const { session, user } = authOf(request)
    const lang = langOfRequest(request)
    const checked = checkDevUrl(request.body.url)
    if ('problem' in checked) throw new GatewayError(codes.badInput, sayDev(lang, checked.problem))
    const installed = await findInstalledApp(ctx.db, session.tenant_id, request.body.code)
    if (!installed) throw new GatewayError(codes.notFound, sayDev(lang, 'notInstalled'))
    const now = ctx.now()
    await setDevBuild(ctx.db, session.tenant_id, session.token_hash, { code: installed.code, url: checked.url }, now)
    await auditVendor(ctx.db, {
      tenantId: session.tenant_id,
      userId: user.id,
      app: installed.code,
      method: 'vendor.devSet',
      functionId: DEV_FUNCTION,
      detail: checked.url,
      at: now,
      latencyMs: Date.now() - started,
    })
    return ok({ code: installed.code, devUrl: checked.url })
  })

  serve(app, routes.clear, { preHandler: guard }, async (request) => {
    const started = Date.now()
    const { session, user } = authOf(request)
    const cleared = await clearDevBuild(ctx.db, session.tenant_id, session.token_hash, request.body.code)
    if (cleared) {
      await auditVendor(ctx.db, {
        tenantId: session.tenant_id,
        userId: user.id,
        app: request.body.code,
        method: 'vendor.devClear',
        functionId: DEV_FUNCTION,
        detail: '',
        at: ctx.now(),
        latencyMs: Date.now() - started,
      })
    }
    return ok({ code: request.body.code, devUrl: null })
  })
}
