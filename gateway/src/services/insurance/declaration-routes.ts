import { contract } from '@hr-portal/api'
import type { FastifyInstance } from 'fastify'
import { authOf, requireFunction } from '../../core/auth/guard'
import type { GatewayContext } from '../../core/context'
import { ok } from '../../core/envelope'
import { serve } from '../../core/http/serve'
import { langOfRequest } from '../../core/lang'
import { declarationFileName, declarationWorkbook } from './declaration-workbook'
import { declarationsOf } from './declarations'
import { insuranceError } from './errors'
import { INSURANCE_FUNCTIONS } from './functions'
import { checkMonth } from './month'

const { declarations: routes } = contract.insurance

/**
 * The monthly declaration lists (function 8212, the bases page): a month's changes per scheme for the screen, and a
 * scheme's lists as an Excel workbook (a sheet each for people added, removed, bases changed), named after them.
 */
export function declarationRoutes(api: FastifyInstance, ctx: GatewayContext): void {
  const view = { preHandler: requireFunction(ctx, INSURANCE_FUNCTIONS.bases) }
  const schemesOf = (tenantId: number) =>
    ctx.db
      .selectFrom('insurance_scheme')
      .select(['id', 'name', 'city'])
      .where('tenant_id', '=', tenantId)
      .orderBy('id')
      .execute()

  serve(api, routes.summary, view, async (request) => {
    const auth = authOf(request)
    const month = checkMonth(langOfRequest(request), request.body.month)
    const [lists, schemes] = await Promise.all([declarationsOf(ctx, auth, month), schemesOf(auth.session.tenant_id)])
    return ok({
      month,
      schemes: lists.schemes.flatMap((lists) => {
        const scheme = schemes.find((s) => s.id === lists.schemeId)
        if (!scheme) return []
        const { added, removed, changed } = lists
        return [
          {
            schemeId: scheme.id,
            name: scheme.name,
            city: scheme.city,
            added: added.length,
            removed: removed.length,
            changed: changed.length,
          },
        ]
      }),
      unassigned: lists.unassigned,
    })
  })

  serve(api, routes.export, view, async (request, reply) => {
    const auth = authOf(request)
    const lang = langOfRequest(request)
    const month = checkMonth(lang, request.body.month)
    const scheme = (await schemesOf(auth.session.tenant_id)).find((s) => s.id === request.body.schemeId)
    if (!scheme) throw insuranceError(lang, 'schemeNotFound')
    const lists = (await declarationsOf(ctx, auth, month)).schemes.find((s) => s.schemeId === scheme.id) ?? {
      schemeId: scheme.id,
      added: [],
      removed: [],
      changed: [],
    }
    const filename = declarationFileName(lang, month, scheme.name)
    return reply
      .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
      .header('filename', encodeURIComponent(filename))
      .header(
        'content-disposition',
        `attachment; filename="insurance-declaration-${month}-${scheme.id}.xlsx"; filename*=UTF-8''${encodeURIComponent(filename)}`,
      )
      .header('cache-control', 'no-store')
      .send(await declarationWorkbook(lang, filename, lists))
  })
}
