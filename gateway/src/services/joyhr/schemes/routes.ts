import type { FastifyInstance } from 'fastify'
import { authOf, requireFunction } from '../../../core/auth/guard'
import type { GatewayContext } from '../../../core/context'
import { ok } from '../../../core/envelope'
import { flag, id, objectBody, text } from '../../../core/http/schema'
import { langOfRequest } from '../../../core/lang'
import { schemeError } from './errors'
import { addScheme, findScheme, listSchemes, nameTaken, removeScheme, schemeCapReached, setDefault, updateScheme, SCHEMES_PER_TENANT, SCHEMES_PER_USER, type SchemeConditions } from './store'

const PREFIX = '/joyhr/web/selfSchemeQuery'
/** The staff list (function 1002) is the page whose filters a scheme saves. */
const STAFF_LIST = '1002'

const conditions = () => objectBody({ keyword: text(100), organId: id(), status: { type: 'integer', enum: [1, 2] } })
const schemeId = () => text(36, 1)
const name = () => ({ type: 'string', minLength: 1, maxLength: 60, pattern: '\\S' })

/** The filters a scheme may hold, with their labels in the request language. */
const CONDITION_FIELDS = [
  { key: 'keyword', type: 'text', en: 'Keyword', zh: '关键字' },
  { key: 'organId', type: 'organ', en: 'Department', zh: '部门' },
  { key: 'status', type: 'status', en: 'Status', zh: '状态' },
] as const

/** §7 saved query schemes: each user's own named filter sets of the staff list, at most one default. */
export function schemeRoutes(app: FastifyInstance, ctx: GatewayContext): void {
  const ownerOf = (request: Parameters<typeof authOf>[0]) => {
    const { session } = authOf(request)
    return { tenantId: session.tenant_id, userId: session.user_id }
  }
  const guard = requireFunction(ctx, STAFF_LIST)

  app.post(`${PREFIX}/findSelfSchemeQueryByUser`, { schema: { body: objectBody({}) }, preHandler: guard },
    async (request) => ok(await listSchemes(ctx.db, ownerOf(request))))

  app.post(`${PREFIX}/getQueryCondition`, { schema: { body: objectBody({}) }, preHandler: guard }, async (request) => {
    const lang = langOfRequest(request)
    return ok(CONDITION_FIELDS.map((field) => ({ key: field.key, type: field.type, label: field[lang] })))
  })

  app.post<{ Body: { name: string; conditions?: SchemeConditions; isDefault?: boolean } }>(`${PREFIX}/add`, {
    schema: { body: objectBody({ name: name(), conditions: conditions(), isDefault: flag() }, ['name']) },
    preHandler: guard,
  }, async (request) => {
    const owner = ownerOf(request)
    const schemeName = request.body.name.trim()
    if (await nameTaken(ctx.db, owner, schemeName)) throw schemeError(request, 'duplicateName', { name: schemeName })
    const cap = await schemeCapReached(ctx.db, owner)
    if (cap === 'perUser') throw schemeError(request, 'tooManySchemes', { max: SCHEMES_PER_USER })
    if (cap === 'perTenant') throw schemeError(request, 'tenantSchemesFull', { max: SCHEMES_PER_TENANT })
    const scheme = await addScheme(ctx.db, owner, schemeName, request.body.conditions ?? {}, ctx.now())
    if (request.body.isDefault) await setDefault(ctx.db, owner, scheme.id, true)
    return ok(await findScheme(ctx.db, owner, scheme.id))
  })

  app.post<{ Body: { id: string } }>(`${PREFIX}/getSelfSchemeInfo`, {
    schema: { body: objectBody({ id: schemeId() }, ['id']) }, preHandler: guard,
  }, async (request) => {
    const scheme = await findScheme(ctx.db, ownerOf(request), request.body.id)
    if (!scheme) throw schemeError(request, 'schemeNotFound')
    return ok(scheme)
  })

  app.post<{ Body: { id: string; name?: string; conditions?: SchemeConditions } }>(`${PREFIX}/updateSelfSchemeInfo`, {
    schema: { body: objectBody({ id: schemeId(), name: name(), conditions: conditions() }, ['id']) }, preHandler: guard,
  }, async (request) => {
    const owner = ownerOf(request)
    if (!(await findScheme(ctx.db, owner, request.body.id))) throw schemeError(request, 'schemeNotFound')
    const schemeName = request.body.name?.trim()
    if (schemeName && await nameTaken(ctx.db, owner, schemeName, request.body.id)) throw schemeError(request, 'duplicateName', { name: schemeName })
    await updateScheme(ctx.db, owner, request.body.id, { name: schemeName, conditions: request.body.conditions })
    return ok(await findScheme(ctx.db, owner, request.body.id))
  })

  app.post<{ Body: { id: string; isDefault?: boolean } }>(`${PREFIX}/updateDefaultScheme`, {
    schema: { body: objectBody({ id: schemeId(), isDefault: flag() }, ['id']) }, preHandler: guard,
  }, async (request) => {
    const owner = ownerOf(request)
    if (!(await findScheme(ctx.db, owner, request.body.id))) throw schemeError(request, 'schemeNotFound')
    await setDefault(ctx.db, owner, request.body.id, request.body.isDefault ?? true)
    return ok(await listSchemes(ctx.db, owner))
  })

  app.post<{ Body: { id: string } }>(`${PREFIX}/remove`, {
    schema: { body: objectBody({ id: schemeId() }, ['id']) }, preHandler: guard,
  }, async (request) => {
    const owner = ownerOf(request)
    if (!(await findScheme(ctx.db, owner, request.body.id))) throw schemeError(request, 'schemeNotFound')
    await removeScheme(ctx.db, owner, request.body.id)
    return ok(null)
  })
}
