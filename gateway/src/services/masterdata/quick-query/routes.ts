import { contract } from '@hr-portal/api'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { authOf, requireFunction, requireSession } from '../../../core/auth/guard'
import { functionIdsOf } from '../../../core/auth/functions'
import type { GatewayContext } from '../../../core/context'
import { ok } from '../../../core/envelope'
import { codes, GatewayError, texts } from '../../../core/errors'
import { serve } from '../../../core/http/serve'
import { langOfRequest } from '../../../core/lang'
import { audit } from '../audit'
import { MASTERDATA_FUNCTIONS as F } from '../functions'
import { dictionariesOf, valueName } from '../store'
import { masterdataError } from '../texts'
import { fieldViews } from './fields'
import { labelOf, MAX_QUICK_FIELDS, quickListOf, type QuickList } from './lists'
import { configuredKeys, saveKeys } from './store'

/** Biz type of the recruitment candidates (services/access biz-fields.ts RECRUIT_CANDIDATES): updateZPCustFieldRage's list. */
const ZP_CANDIDATES = 8

const { quickQuery: routes } = contract.masterdata

/**
 * §7 quickQuery: the quick filters each list page offers above its rows, chosen and ordered per tenant by HR on Master
 * data → Quick query (8702; 870201 saves). getQuery answers a list's filters with their choices in the reader's language
 * (to the list's readers and the page's); with `catalogue` (the page's) also every field the list could offer.
 * updateZPCustFieldRage saves the recruitment candidates' (招聘, ZP) range of quick filters; update saves any list's.
 */
export function quickQueryRoutes(api: FastifyInstance, ctx: GatewayContext): void {
  const listOrFail = (request: FastifyRequest, bizTypeId: number): QuickList => {
    const list = quickListOf(ctx.db, bizTypeId)
    if (!list) throw masterdataError(langOfRequest(request), 'unknownList', { id: bizTypeId })
    return list
  }

  serve(api, routes.getQuery, { preHandler: requireSession(ctx) }, async (request) => {
    const { session, user } = authOf(request)
    const list = listOrFail(request, request.body.bizTypeId)
    const granted = user.is_super === 1 ? null : await functionIdsOf(ctx.db, user.id, session.tenant_id)
    const configures = !granted || granted.has(F.quickQuery)
    if (!configures && (!granted.has(list.readFunction) || request.body.catalogue))
      throw new GatewayError(codes.noPermission, texts.noPermission)
    const en = langOfRequest(request) === 'en'
    const tenantId = session.tenant_id
    const keys = await configuredKeys(ctx.db, { tenantId, bizTypeId: list.bizTypeId })
    const chosen = keys.flatMap((key) => list.fields.filter((field) => field.key === key))
    const fields = await fieldViews(ctx.db, tenantId, chosen, en, ctx.now())
    if (!request.body.catalogue) return ok({ bizTypeId: list.bizTypeId, fields })
    const dictionaries = await dictionariesOf(
      ctx.db,
      tenantId,
      ctx.now(),
      list.fields.flatMap((field) => (field.dictionary ? [field.dictionary] : [])),
    )
    const catalogue = list.fields.map((field) => {
      const dictionary = dictionaries.find((d) => d.code === field.dictionary)
      return {
        key: field.key,
        label: labelOf(field, en),
        kind: field.kind,
        chosen: keys.includes(field.key),
        dictionary: dictionary ? { code: dictionary.code, name: valueName(dictionary, en) } : null,
      }
    })
    return ok({ bizTypeId: list.bizTypeId, fields, catalogue })
  })

  const save = async (request: FastifyRequest, bizTypeId: number, fields: string[]) => {
    const auth = authOf(request)
    const lang = langOfRequest(request)
    const list = listOrFail(request, bizTypeId)
    const keys = fields.map((key) => key.trim())
    for (const [index, key] of keys.entries()) {
      if (!list.fields.some((field) => field.key === key))
        throw masterdataError(lang, 'unknownField', { key: key.slice(0, 40) })
      if (keys.indexOf(key) !== index) throw masterdataError(lang, 'repeatedField', { key })
    }
    if (keys.length > MAX_QUICK_FIELDS) throw masterdataError(lang, 'tooMany', { max: MAX_QUICK_FIELDS })
    const tenantId = auth.session.tenant_id
    const now = ctx.now()
    const before = await configuredKeys(ctx.db, { tenantId, bizTypeId })
    await saveKeys(ctx.db, { tenantId, bizTypeId }, keys, { userId: auth.user.id, at: now })
    await audit(ctx.db, auth, 'quickQuerySave', { bizTypeId, before, after: keys }, now)
    return ok({ bizTypeId, fields: keys })
  }
  const edit = requireFunction(ctx, F.editQuickQuery)

  serve(api, routes.update, { preHandler: edit }, async (request) =>
    save(request, request.body.bizTypeId, request.body.fields),
  )

  serve(api, routes.updateZPCustFieldRage, { preHandler: edit }, async (request) =>
    save(request, ZP_CANDIDATES, request.body.fields),
  )
}
