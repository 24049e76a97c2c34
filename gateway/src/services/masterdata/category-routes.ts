import { contract } from '@hr-portal/api'
import type { FastifyInstance } from 'fastify'
import { authOf, requireFunction } from '../../core/auth/guard'
import type { GatewayContext } from '../../core/context'
import { ok } from '../../core/envelope'
import { serve } from '../../core/http/serve'
import { langOfRequest } from '../../core/lang'
import { audit } from './audit'
import { MASTERDATA_FUNCTIONS as F } from './functions'
import { checkedCode, checkedNames, MAX_CUSTOM } from './input'
import { dictionariesOf } from './store'
import { masterdataError } from './texts'

const { categories: routes } = contract.masterdata

/** §7 itemMapCategory: the tenant's dictionaries with their values (8701); adding one or renaming one (870101). */
export function categoryRoutes(api: FastifyInstance, ctx: GatewayContext): void {
  serve(api, routes.list, { preHandler: requireFunction(ctx, F.dictionaries) }, async (request) => {
    return ok({ dictionaries: await dictionariesOf(ctx.db, authOf(request).session.tenant_id, ctx.now()) })
  })

  serve(api, routes.save, { preHandler: requireFunction(ctx, F.editDictionaries) }, async (request) => {
    const auth = authOf(request)
    const lang = langOfRequest(request)
    const tenantId = auth.session.tenant_id
    const code = checkedCode(lang, request.body.code)
    const names = checkedNames(lang, request.body.nameZh, request.body.nameEn)
    const now = ctx.now()
    const all = await dictionariesOf(ctx.db, tenantId, now)
    const found = all.find((d) => d.code.toLowerCase() === code.toLowerCase())
    if (request.body.create) {
      if (found) throw masterdataError(lang, 'codeTaken', { code })
      if (all.filter((d) => !d.system).length >= MAX_CUSTOM) throw masterdataError(lang, 'tooMany', { max: MAX_CUSTOM })
      await ctx.db
        .insertInto('dict_category')
        .values({ tenant_id: tenantId, code, ...names, system: 0, sort: all.length + 1, created_at: now })
        .execute()
    } else {
      if (!found || found.code !== code) throw masterdataError(lang, 'dictionaryNotFound', { code })
      await ctx.db
        .updateTable('dict_category')
        .set(names)
        .where('tenant_id', '=', tenantId)
        .where('code', '=', code)
        .execute()
    }
    await audit(ctx.db, auth, request.body.create ? 'dictionaryAdd' : 'dictionaryRename', { code, ...names }, now)
    return ok({ code })
  })
}
