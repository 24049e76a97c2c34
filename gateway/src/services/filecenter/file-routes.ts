import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { authOf, requireSession } from '../../core/auth/guard'
import type { GatewayContext } from '../../core/context'
import type { FileObjectTable } from './tables'
import { ok } from '../../core/envelope'
import { objectBody, text } from '../../core/http/schema'
import { ObjectNotFoundError } from '../../integrations/object-store/types'
import { deleteFiles, fileResultOf, findFile } from './files'
import { MAX_FILE_BYTES, MAX_FILES_PER_USER, MAX_PAGE_ROWS } from './limits'
import { rangeOf } from './range'
import { fileError } from './texts'

const uuid = () => ({ type: 'string', pattern: '^[0-9a-f-]{36}$' })
const paging = { page: { type: 'integer', minimum: 1, maximum: 100_000 }, rows: { type: 'integer', minimum: 1, maximum: MAX_PAGE_ROWS }, keyword: text(100) }
const DAY = 86_400_000

interface PageBody { page?: number; rows?: number; keyword?: string }

/** Types a browser would run as a document of the gateway's origin: shown inline only inside a CSP sandbox. */
const ACTIVE_TYPES = new Set(['text/html', 'application/xhtml+xml', 'image/svg+xml', 'text/xml', 'application/xml'])

/**
 * Sends a stored file, with the §5 `filename` header the §7 blob download reads. A `Range` request (a `<video>`
 * seeking) gets 206 and just those bytes, or 416 when the range starts past the end; any other gets it whole.
 * `inline` (a preview) lets the browser show it instead of saving it: text as UTF-8 (the upload checked it is), and
 * HTML or SVG in a CSP sandbox, so its scripts never run as the gateway's origin.
 */
export async function sendFile(ctx: GatewayContext, request: FastifyRequest, reply: FastifyReply, file: FileObjectTable, options: { inline?: boolean } = {}) {
  const size = Number(file.size)
  const range = rangeOf(request.headers.range, size)
  const part = range === 'whole' || range === 'unsatisfiable' ? undefined : range
  const stream = range === 'unsatisfiable' ? null : await ctx.integrations.files.store.get(file.path, part).catch((error) => {
    if (error instanceof ObjectNotFoundError) throw fileError(request, 'fileNotFound')
    throw error
  })
  const ascii = file.name.replace(/[^\x20-\x7e]|["\\]/g, '_')
  reply
    .header('accept-ranges', 'bytes')
    .header('x-content-type-options', 'nosniff')
    .header('filename', encodeURIComponent(file.name))
    .header('content-disposition', `${options.inline ? 'inline' : 'attachment'}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.name)}`)
  if (options.inline && ACTIVE_TYPES.has(file.type)) reply.header('content-security-policy', "sandbox; default-src 'none'; frame-ancestors 'none'")
  if (!stream) return reply.code(416).header('content-range', `bytes */${size}`).header('content-type', 'text/plain').send('')
  if (part) reply.code(206).header('content-range', `bytes ${part.start}-${part.end}/${size}`)
  return reply
    .header('content-type', options.inline && file.type.startsWith('text/') ? `${file.type}; charset=utf-8` : file.type)
    .header('content-length', String(part ? part.end - part.start + 1 : size))
    .send(stream)
}

/** The user's file list, download list, usage, delete, clean and download (§7 /filecenter/web/upLoad). */
export function fileRoutes(app: FastifyInstance, ctx: GatewayContext): void {
  const owner = (request: FastifyRequest) => ({ tenantId: authOf(request).session.tenant_id, userId: authOf(request).user.id })

  const page = async (request: FastifyRequest<{ Body: PageBody }>, kinds: string[]) => {
    const { tenantId, userId } = owner(request)
    const rows = request.body.rows ?? 20
    const current = request.body.page ?? 1
    let base = ctx.db.selectFrom('file_object').where('tenant_id', '=', tenantId).where('user_id', '=', userId).where('kind', 'in', kinds)
    const keyword = request.body.keyword?.trim()
    if (keyword) base = base.where('name', 'like', `%${keyword.replace(/[\\%_]/g, '')}%`)
    const total = Number((await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n)
    const files = await base.selectAll().orderBy('created_at', 'desc').orderBy('id').limit(rows).offset((current - 1) * rows).execute()
    return ok({ total, page: current, totalPage: Math.max(1, Math.ceil(total / rows)), rows: await Promise.all(files.map((f) => fileResultOf(ctx, f))) })
  }

  app.post<{ Body: PageBody }>('/filecenter/web/upLoad/list', { schema: { body: objectBody(paging) }, preHandler: requireSession(ctx) },
    (request) => page(request, ['upload']))

  app.post<{ Body: PageBody }>('/filecenter/web/upLoad/getDownLoadList', { schema: { body: objectBody(paging) }, preHandler: requireSession(ctx) },
    (request) => page(request, ['export', 'import-errors']))

  app.post('/filecenter/web/upLoad/getUseSize', { schema: { body: objectBody({}) }, preHandler: requireSession(ctx) }, async (request) => {
    const { tenantId, userId } = owner(request)
    const row = await ctx.db.selectFrom('file_object').select([(eb) => eb.fn.sum<number>('size').as('bytes'), (eb) => eb.fn.countAll<number>().as('count')])
      .where('tenant_id', '=', tenantId).where('user_id', '=', userId).executeTakeFirstOrThrow()
    return ok({ bytes: Number(row.bytes ?? 0), count: Number(row.count) })
  })

  app.post('/filecenter/web/upLoad/getUpLoadCount', { schema: { body: objectBody({}) }, preHandler: requireSession(ctx) }, async (request) => {
    const { tenantId, userId } = owner(request)
    const row = await ctx.db.selectFrom('file_object').select((eb) => eb.fn.countAll<number>().as('n'))
      .where('tenant_id', '=', tenantId).where('user_id', '=', userId).where('kind', '=', 'upload').executeTakeFirstOrThrow()
    return ok({ count: Number(row.n), limit: MAX_FILES_PER_USER, maxBytes: MAX_FILE_BYTES })
  })

  app.post<{ Body: { id?: string; ids?: string[] } }>('/filecenter/web/upLoad/del', {
    schema: { body: objectBody({ id: uuid(), ids: { type: 'array', minItems: 1, maxItems: 100, items: uuid() } }) },
    preHandler: requireSession(ctx),
  }, async (request) => {
    const { tenantId, userId } = owner(request)
    const ids = [...(request.body.ids ?? []), ...(request.body.id ? [request.body.id] : [])]
    if (!ids.length) throw fileError(request, 'fileNotFound')
    const files = await ctx.db.selectFrom('file_object').selectAll().where('tenant_id', '=', tenantId).where('user_id', '=', userId).where('id', 'in', ids).execute()
    if (files.length !== new Set(ids).size) throw fileError(request, 'fileNotFound')
    await deleteFiles(ctx, files)
    return ok({ count: files.length })
  })

  // clean: removes the caller's own files older than `days` days (0: all of them), uploads by default,
  // or the download list (`list: 'download'`). Other users' files are never touched.
  app.post<{ Body: { days?: number; list?: string } }>('/filecenter/web/upLoad/clean', {
    schema: { body: objectBody({ days: { type: 'integer', minimum: 0, maximum: 3650 }, list: { type: 'string', enum: ['upload', 'download'] } }) },
    preHandler: requireSession(ctx),
  }, async (request) => {
    const { tenantId, userId } = owner(request)
    const kinds = request.body.list === 'download' ? ['export', 'import-errors'] : ['upload']
    const before = ctx.now() - (request.body.days ?? 0) * DAY
    const files = await ctx.db.selectFrom('file_object').selectAll().where('tenant_id', '=', tenantId).where('user_id', '=', userId)
      .where('kind', 'in', kinds).where('created_at', '<=', before).execute()
    await deleteFiles(ctx, files)
    return ok({ count: files.length })
  })

  const download = async (request: FastifyRequest<{ Body?: { id: string }; Querystring?: { id: string } }>, reply: FastifyReply) => {
    const { tenantId, userId } = owner(request)
    const id = (request.body as { id?: string } | undefined)?.id ?? (request.query as { id?: string }).id ?? ''
    const file = await findFile(ctx, tenantId, id, userId)
    if (!file) throw fileError(request, 'fileNotFound')
    return sendFile(ctx, request, reply, file)
  }
  app.post<{ Body: { id: string } }>('/filecenter/web/upLoad/download', {
    schema: { body: objectBody({ id: uuid() }, ['id']) }, preHandler: requireSession(ctx),
  }, download)
  // The §7 hidden-frame download: a GET with the session cookie.
  app.get<{ Querystring: { id: string } }>('/filecenter/web/upLoad/download', {
    schema: { querystring: objectBody({ id: uuid() }, ['id']) }, preHandler: requireSession(ctx),
  }, download)
}
