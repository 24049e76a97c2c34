import { contract } from '@hr-portal/api'
import type { FastifyInstance } from 'fastify'
import { authOf, requireFunction, requireSession } from '../../core/auth/guard'
import type { GatewayContext } from '../../core/context'
import { ok } from '../../core/envelope'
import { serve } from '../../core/http/serve'
import { langOf, langOfRequest, type Lang } from '../../core/lang'
import type { Db } from '../../core/db/types'
import { audit } from './audit'
import { MASTERDATA_FUNCTIONS as F } from './functions'
import { checkedCode, checkedNames, MAX_VALUES } from './input'
import { choicesOf, dictionariesOf, dictionaryOf, type Dictionary } from './store'
import { masterdataError } from './texts'

const { items: routes } = contract.masterdata

async function dictionaryOrFail(db: Db, lang: Lang, tenantId: number, now: number, code: string): Promise<Dictionary> {
  const dictionary = await dictionaryOf(db, tenantId, now, code)
  if (!dictionary) throw masterdataError(lang, 'dictionaryNotFound', { code: code.slice(0, 40) })
  return dictionary
}

/** §7 itemMap: a dictionary's values (8701); adding, renaming, ordering, enabling and disabling them (870101); the choices forms offer. */
export function itemRoutes(api: FastifyInstance, ctx: GatewayContext): void {
  const edit = { preHandler: requireFunction(ctx, F.editDictionaries) }

  serve(api, routes.list, { preHandler: requireFunction(ctx, F.dictionaries) }, async (request) => {
    return ok(
      await dictionaryOrFail(
        ctx.db,
        langOfRequest(request),
        authOf(request).session.tenant_id,
        ctx.now(),
        request.body.category,
      ),
    )
  })

  // The choices of dictionaries for any signed-in form (the offboarding reason, custom pages): enabled values in order.
  serve(api, routes.options, { preHandler: requireSession(ctx) }, async (request) => {
    const en = langOf(request) === 'en'
    const found = await dictionariesOf(ctx.db, authOf(request).session.tenant_id, ctx.now(), request.body.categories)
    return ok(Object.fromEntries(found.map((d) => [d.code, choicesOf(d, en)])))
  })

  serve(api, routes.save, edit, async (request) => {
    const auth = authOf(request)
    const lang = langOfRequest(request)
    const tenantId = auth.session.tenant_id
    const now = ctx.now()
    const dictionary = await dictionaryOrFail(ctx.db, lang, tenantId, now, request.body.category)
    const code = checkedCode(lang, request.body.code)
    const names = checkedNames(lang, request.body.nameZh, request.body.nameEn)
    const found = dictionary.values.find((v) => v.code.toLowerCase() === code.toLowerCase())
    if (request.body.create) {
      if (found) throw masterdataError(lang, 'codeTaken', { code })
      if (dictionary.values.length >= MAX_VALUES) throw masterdataError(lang, 'tooMany', { max: MAX_VALUES })
      const sort = Math.max(0, ...dictionary.values.map((v) => v.sort)) + 1
      await ctx.db
        .insertInto('dict_item')
        .values({
          tenant_id: tenantId,
          category: dictionary.code,
          code,
          ...names,
          sort,
          enabled: 1,
          updated_by: auth.user.id,
          updated_at: now,
        })
        .execute()
    } else {
      if (!found || found.code !== code) throw masterdataError(lang, 'valueNotFound', { code })
      await ctx.db
        .updateTable('dict_item')
        .set({ ...names, updated_by: auth.user.id, updated_at: now })
        .where('tenant_id', '=', tenantId)
        .where('category', '=', dictionary.code)
        .where('code', '=', code)
        .execute()
    }
    await audit(
      ctx.db,
      auth,
      request.body.create ? 'valueAdd' : 'valueRename',
      { category: dictionary.code, code, ...names },
      now,
    )
    return ok({ code })
  })

  serve(api, routes.move, edit, async (request) => {
    const auth = authOf(request)
    const lang = langOfRequest(request)
    const tenantId = auth.session.tenant_id
    const now = ctx.now()
    const dictionary = await dictionaryOrFail(ctx.db, lang, tenantId, now, request.body.category)
    const order = dictionary.values.map((v) => v.code)
    const at = order.indexOf(request.body.code)
    if (at < 0) throw masterdataError(lang, 'valueNotFound', { code: request.body.code })
    const to = request.body.direction === 'up' ? at - 1 : at + 1
    if (to < 0 || to >= order.length) throw masterdataError(lang, 'atEdge')
    ;[order[at], order[to]] = [order[to], order[at]]
    await ctx.db.transaction().execute(async (trx) => {
      for (const [index, code] of order.entries()) {
        await trx
          .updateTable('dict_item')
          .set({ sort: index + 1 })
          .where('tenant_id', '=', tenantId)
          .where('category', '=', dictionary.code)
          .where('code', '=', code)
          .execute()
      }
    })
    await audit(ctx.db, auth, 'valueMove', request.body, now)
    return ok({ order })
  })

  serve(api, routes.setEnabled, edit, async (request) => {
    const auth = authOf(request)
    const lang = langOfRequest(request)
    const tenantId = auth.session.tenant_id
    const now = ctx.now()
    const dictionary = await dictionaryOrFail(ctx.db, lang, tenantId, now, request.body.category)
    if (!dictionary.values.some((v) => v.code === request.body.code))
      throw masterdataError(lang, 'valueNotFound', { code: request.body.code })
    // Records that hold a disabled value keep it; forms and the import no longer offer it.
    await ctx.db
      .updateTable('dict_item')
      .set({ enabled: request.body.enabled ? 1 : 0, updated_by: auth.user.id, updated_at: now })
      .where('tenant_id', '=', tenantId)
      .where('category', '=', dictionary.code)
      .where('code', '=', request.body.code)
      .execute()
    await audit(ctx.db, auth, request.body.enabled ? 'valueEnable' : 'valueDisable', request.body, now)
    return ok({ code: request.body.code, enabled: request.body.enabled })
  })
}
