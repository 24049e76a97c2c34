import { contract } from '@hr-portal/api'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { authOf, grantedFunction } from '../../../core/auth/guard'
import type { GatewayContext } from '../../../core/context'
import { ok } from '../../../core/envelope'
import { serve } from '../../../core/http/serve'
import { langOfRequest } from '../../../core/lang'
import { schemeError } from './errors'
import { SCHEME_LISTS } from './lists'
import {
  addScheme,
  findScheme,
  listSchemes,
  nameTaken,
  removeScheme,
  schemeCapReached,
  setDefault,
  updateScheme,
  SCHEMES_PER_TENANT,
  SCHEMES_PER_USER,
} from './store'

const routes = contract.access.schemes

type ListBody = { functionId: number }

/**
 * §7 saved query schemes: each user's own named filter sets of a list, at most one default per list. Every call takes
 * the §3 list query parameter `functionId` (default 7, the staff list): the list whose schemes it lists and changes and
 * whose filters it offers, open only to those granted the list's menu function.
 */
export function schemeRoutes(app: FastifyInstance, ctx: GatewayContext): void {
  const ownerOf = (request: FastifyRequest) => {
    const { session } = authOf(request)
    return { tenantId: session.tenant_id, userId: session.user_id, list: (request.body as ListBody).functionId }
  }
  const menuFunctions = new Map(
    Object.entries(SCHEME_LISTS).map(([list, { menuFunction }]) => [Number(list), menuFunction]),
  )
  // After validation: functionId is one of the lists (the default filled in).
  const guard = async function listGuard(request: FastifyRequest) {
    await grantedFunction(ctx, request, menuFunctions.get((request.body as ListBody).functionId)!)
  }

  serve(app, routes.mine, { preHandler: guard }, async (request) => ok(await listSchemes(ctx.db, ownerOf(request))))

  serve(app, routes.conditions, { preHandler: guard }, async (request) => {
    const lang = langOfRequest(request)
    return ok(
      SCHEME_LISTS[(request.body as ListBody).functionId].fields.map((field) => ({
        key: field.key,
        type: field.type,
        label: field[lang],
      })),
    )
  })

  serve(app, routes.add, { preHandler: guard }, async (request) => {
    const owner = ownerOf(request)
    const schemeName = request.body.name.trim()
    if (await nameTaken(ctx.db, owner, schemeName))
      throw schemeError(langOfRequest(request), 'duplicateName', { name: schemeName })
    const cap = await schemeCapReached(ctx.db, owner)
    if (cap === 'perUser') throw schemeError(langOfRequest(request), 'tooManySchemes', { max: SCHEMES_PER_USER })
    if (cap === 'perTenant') throw schemeError(langOfRequest(request), 'tenantSchemesFull', { max: SCHEMES_PER_TENANT })
    const scheme = await addScheme(ctx.db, owner, schemeName, request.body.conditions ?? {}, ctx.now())
    if (request.body.isDefault) await setDefault(ctx.db, owner, scheme.id, true)
    return ok(await findScheme(ctx.db, owner, scheme.id))
  })

  serve(app, routes.detail, { preHandler: guard }, async (request) => {
    const scheme = await findScheme(ctx.db, ownerOf(request), request.body.id)
    if (!scheme) throw schemeError(langOfRequest(request), 'schemeNotFound')
    return ok(scheme)
  })

  serve(app, routes.update, { preHandler: guard }, async (request) => {
    const owner = ownerOf(request)
    if (!(await findScheme(ctx.db, owner, request.body.id))) throw schemeError(langOfRequest(request), 'schemeNotFound')
    const schemeName = request.body.name?.trim()
    if (schemeName && (await nameTaken(ctx.db, owner, schemeName, request.body.id)))
      throw schemeError(langOfRequest(request), 'duplicateName', { name: schemeName })
    await updateScheme(ctx.db, owner, request.body.id, { name: schemeName, conditions: request.body.conditions })
    return ok(await findScheme(ctx.db, owner, request.body.id))
  })

  serve(app, routes.setDefault, { preHandler: guard }, async (request) => {
    const owner = ownerOf(request)
    if (!(await findScheme(ctx.db, owner, request.body.id))) throw schemeError(langOfRequest(request), 'schemeNotFound')
    await setDefault(ctx.db, owner, request.body.id, request.body.isDefault ?? true)
    return ok(await listSchemes(ctx.db, owner))
  })

  serve(app, routes.remove, { preHandler: guard }, async (request) => {
    const owner = ownerOf(request)
    if (!(await findScheme(ctx.db, owner, request.body.id))) throw schemeError(langOfRequest(request), 'schemeNotFound')
    await removeScheme(ctx.db, owner, request.body.id)
    return ok(null)
  })
}
