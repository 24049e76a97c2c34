import { contract } from '@hr-portal/api'
import type { FastifyInstance } from 'fastify'
import { authOf, requireFunction } from '../../../core/auth/guard'
import { namedRole } from '../../../core/auth/role-name'
import type { GatewayContext } from '../../../core/context'
import { ok } from '../../../core/envelope'
import { GatewayError } from '../../../core/errors'
import { serve } from '../../../core/http/serve'
import { langOf, type Lang } from '../../../core/lang'
import { APPS_FUNCTION } from './changes'
import { allowedHostsOf } from '../../../core/outbound'
import { backendAddressProblems } from './backend-addresses'
import { checkInstallable, type Checked } from './check-manifest'
import { consentOf, originOf, updateOf } from './consent'
import { describeInstalls } from './describe'
import { fetchManifest, type InstallProblem } from './fetch-manifest'
import { rolesHoldingApp } from './grants'
import { installedAppOf, installedApps } from './installed'
import { installCodes, sayInstall } from './install-texts'
import { installPreviewed } from './install-previewed'
import { decideOptionalScope } from './optional-scopes'
import { keepPreview } from './previews'
import { installRow, rollBack, setStatus, uninstall, type Actor } from './store'

const { installs: routes } = contract.vendor

/** The manifest at `url`, checked for the tenant: the fetch's problem, or the validator's and the install rules'; and its text. */
async function fetchChecked(
  ctx: GatewayContext,
  tenantId: number,
  url: string,
  language: Lang,
): Promise<Checked & { text?: string }> {
  const fetched = await fetchManifest(url, ctx.config.demo || ctx.config.installHttpLocal === true, language)
  if ('problem' in fetched) return { manifest: null, problems: [fetched.problem] }
  const checked = await checkInstallable(ctx.db, tenantId, fetched.raw, fetched.url, language)
  const addresses = checked.manifest
    ? backendAddressProblems(checked.manifest, allowedHostsOf(ctx.config.outbound), language)
    : []
  if (addresses.length) return { manifest: null, problems: addresses }
  return { ...checked, text: fetched.text }
}

const actorOf = (request: Parameters<typeof authOf>[0]): Actor => {
  const { session, user } = authOf(request)
  return { tenantId: session.tenant_id, userId: user.id }
}

/**
 * Apps a tenant administrator installs by manifest URL (consent first, to the copy checked: install-previewed.ts),
 * updates, turns off and on, rolls back and removes; every query is the session tenant's, every change audited (changes.ts).
 */
export function installRoutes(app: FastifyInstance, ctx: GatewayContext): void {
  const guard = requireFunction(ctx, APPS_FUNCTION)

  serve(app, routes.list, { preHandler: guard }, async (request) => {
    const { tenantId } = actorOf(request)
    const language = langOf(request, request.body.lang)
    const [apps, roles] = await Promise.all([
      installedApps(ctx.db, tenantId, { all: true }),
      ctx.db
        .selectFrom('role')
        .select(['id', 'name', 'name_en'])
        .where('tenant_id', '=', tenantId)
        .orderBy('id')
        .execute(),
    ])
    return ok({
      apps: await describeInstalls(ctx.db, apps, language),
      roles: roles.map((role) => namedRole(role, language)),
    })
  })

  serve(app, routes.preview, { preHandler: guard }, async (request) => {
    const actor = actorOf(request)
    const { tenantId } = actor
    const language = langOf(request, request.body.lang)
    const checked = await fetchChecked(ctx, tenantId, request.body.manifestUrl, language)
    if (!checked.manifest) return ok({ valid: false as const, errors: checked.problems satisfies InstallProblem[] })
    const m = checked.manifest
    const row = await installRow(ctx.db, tenantId, m.code)
    // Kept as fetched: the install names it by this hash and installs this copy, whatever the URL answers later.
    const manifestHash = await keepPreview(ctx.db, actor, request.body.manifestUrl, checked.text!, ctx.now())
    return ok({
      valid: true as const,
      errors: [],
      manifestHash,
      app: {
        code: m.code,
        name: m.name,
        title: language === 'en' ? m.title.en : m.title['zh-CN'],
        version: m.version,
        // Required of an installed app (check-manifest.ts), so always there.
        entry: m.entry ?? '',
        origin: originOf(m),
      },
      consent: consentOf(m, language),
      installed: row
        ? { version: row.version, status: row.status, roleIds: await rolesHoldingApp(ctx.db, tenantId, m.code) }
        : null,
      update: row ? updateOf(JSON.parse(row.manifest), JSON.parse(row.scopes), m, language) : null,
    })
  })

  // Installs the manifest the administrator checked and consented to (named by its hash), never a new fetch of the URL.
  serve(app, routes.install, { preHandler: guard }, async (request) => {
    const actor = actorOf(request)
    const language = langOf(request, request.body.lang)
    const { manifestUrl: url, manifestHash, roles } = request.body
    const installed = await installPreviewed(
      ctx.db,
      actor,
      { manifestUrl: url, manifestHash, roles },
      language,
      ctx.now(),
    )
    return ok((await describeInstalls(ctx.db, [installed], language))[0])
  })

  const notInstalled = (language: Lang, code: string) =>
    new GatewayError(installCodes.notInstalled, sayInstall(language, 'notInstalled', { code }))

  for (const status of ['enabled', 'disabled'] as const) {
    serve(app, routes[status === 'enabled' ? 'enable' : 'disable'], { preHandler: guard }, async (request) => {
      const { code } = request.body
      if (!(await setStatus(ctx.db, actorOf(request), code, status, ctx.now())))
        throw notInstalled(langOf(request, request.body.lang), code)
      return ok({ code, status })
    })
  }

  serve(app, routes.rollback, { preHandler: guard }, async (request) => {
    const language = langOf(request, request.body.lang)
    const result = await rollBack(ctx.db, actorOf(request), request.body.code, ctx.now())
    if (result === 'missing') throw notInstalled(language, request.body.code)
    if (result === 'none') throw new GatewayError(installCodes.noPrevious, sayInstall(language, 'noPrevious'))
    return ok((await describeInstalls(ctx.db, [result], language))[0])
  })

  // An optional data scope the app asked for (or may ask for): consented, refused or revoked by the administrator.
  serve(app, routes.optionalScope, { preHandler: guard }, async (request) => {
    const language = langOf(request, request.body.lang)
    const actor = actorOf(request)
    const { code, scope, decision } = request.body
    const result = await decideOptionalScope(ctx.db, actor, code, scope, decision, ctx.now())
    if (result === 'missing') throw notInstalled(language, code)
    if (result === 'not optional')
      throw new GatewayError(installCodes.notOptional, sayInstall(language, 'notOptional', { code, scope }))
    const row = (await installRow(ctx.db, actor.tenantId, code))!
    return ok((await describeInstalls(ctx.db, [installedAppOf(row)], language))[0])
  })

  serve(app, routes.uninstall, { preHandler: guard }, async (request) => {
    const { code } = request.body
    if (!(await uninstall(ctx.db, actorOf(request), code, ctx.now())))
      throw notInstalled(langOf(request, request.body.lang), code)
    return ok({ code })
  })
}
