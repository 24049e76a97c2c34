import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { authOf, requireSession } from '../../core/auth/guard'
import type { GatewayContext } from '../../core/context'
import { ok } from '../../core/envelope'
import { objectBody, text } from '../../core/http/schema'
import { deleteFiles, fileResultOf, findFile } from './files'
import { MAX_FILE_BYTES, MAX_FILES_PER_USER, MAX_PAGE_ROWS } from './limits'
import { sendFile } from './send-file'
import { fileError } from './texts'
import { langOfRequest } from '../../core/lang'

const uuid = () => ({ type: 'string', pattern: '^[0-9a-f-]{36}$' })
const paging = {
  page: { type: 'integer', minimum: 1, maximum: 100_000 },
  rows: { type: 'integer', minimum: 1, maximum: MAX_PAGE_ROWS },
  keyword: text(100),
}
const DAY = 86_400_000

export { sendFile }

interface PageBody {
  page?: number
  rows?: number
  keyword?: string
}

/** The user's file list, download list, usage, delete, clean and download (§7 /filecenter/web/upLoad). */
export function fileRoutes(app: FastifyInstance, ctx: GatewayContext): void {
  const owner = (request: FastifyRequest) => ({
    tenantId: authOf(request).session.tenant_id,
    userId: authOf(request).user.id,
  })

  const page = async (request: FastifyRequest<{ Body: PageBody }>, kinds: string[]) => {
    const { tenantId, userId } = owner(request)
    const rows = request.body.rows ?? 20
    const current = request.body.page ?? 1
    let base = ctx.db
      .selectFrom('file_object')
      .where('tenant_id', '=', tenantId)
      .where('user_id', '=', userId)
      .where('kind', 'in', kinds)
    const keyword = request.body.keyword?.trim()
    if (keyword) base = base.where('name', 'like', `%${keyword.replace(/[\\%_]/g, '')}%`)
    const total = Number((await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n)
    const files = await base
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('id')
      .limit(rows)
      .offset((current - 1) * rows)
      .execute()
    return ok({
      total,
      page: current,
      totalPage: Math.max(1, Math.ceil(total / rows)),
      rows: await Promise.all(files.map((f) => fileResultOf(ctx, f))),
    })
  }

  app.post<{ Body: PageBody }>(
    '/filecenter/web/upLoad/list',
    { schema: { body: objectBody(paging) }, preHandler: requireSession(ctx) },
    (request) => page(request, ['upload']),
  )

  app.post<{ Body: PageBody }>(
    '/filecenter/web/upLoad/getDownLoadList',
    { schema: { body: objectBody(paging) }, preHandler: requireSession(ctx) },
    (request) => page(request, ['export', 'import-errors']),
  )

  app.post(
    '/filecenter/web/upLoad/getUseSize',
    { schema: { body: objectBody({}) }, preHandler: requireSession(ctx) },
    async (request) => {
      const { tenantId, userId } = owner(request)
      const row = await ctx.db
        .selectFrom('file_object')
        .select([(eb) => eb.fn.sum<number>('size').as('bytes'), (eb) => eb.fn.countAll<number>().as('count')])
        .where('tenant_id', '=', tenantId)
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow()
      return ok({ bytes: Number(row.bytes ?? 0), count: Number(row.count) })
    },
  )

  app.post(
    '/filecenter/web/upLoad/getUpLoadCount',
    { schema: { body: objectBody({}) }, preHandler: requireSession(ctx) },
    async (request) => {
      const { tenantId, userId } = owner(request)
      const row = await ctx.db
        .selectFrom('file_object')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('tenant_id', '=', tenantId)
        .where('user_id', '=', userId)
        .where('kind', '=', 'upload')
        .executeTakeFirstOrThrow()
      return ok({ count: Number(row.n), limit: MAX_FILES_PER_USER, maxBytes: MAX_FILE_BYTES })
    },
  )

  app.post<{ Body: { id?: string; ids?: string[] } }>(
    '/filecenter/web/upLoad/del',
    {
      schema: { body: objectBody({ id: uuid(), ids: { type: 'array', minItems: 1, maxItems: 100, items: uuid() } }) },
      preHandler: requireSession(ctx),
    },
    async (request) => {
      const { tenantId, userId } = owner(request)
      const ids = [...(request.body.ids ?? []), ...(request.body.id ? [request.body.id] : [])]
      if (!ids.length) throw fileError(langOfRequest(request), 'fileNotFound')
      const files = await ctx.db
        .selectFrom('file_object')
        .selectAll()
        .where('tenant_id', '=', tenantId)
        .where('user_id', '=', userId)
        .where('id', 'in', ids)
        .execute()
      if (files.length !== new Set(ids).size) throw fileError(langOfRequest(request), 'fileNotFound')
      await deleteFiles(ctx, files)
      return ok({ count: files.length })
    },
  )

  // clean: removes the caller's own files older than `days` days (0: all of them), uploads by default,
  // or the download list (`list: 'download'`). Other users' files are never touched.
  app.post<{ Body: { days?: number; list?: string } }>(
    '/filecenter/web/upLoad/clean',
    {
      schema: {
        body: objectBody({
          days: { type: 'integer', minimum: 0, maximum: 3650 },
          list: { type: 'string', enum: ['upload', 'download'] },
        }),
      },
      preHandler: requireSession(ctx),
    },
    async (request) => {
      const { tenantId, userId } = owner(request)
      const kinds = request.body.list === 'download' ? ['export', 'import-errors'] : ['upload']
      const before = ctx.now() - (request.body.days ?? 0) * DAY
      const files = await ctx.db
        .selectFrom('file_object')
        .selectAll()
        .where('tenant_id', '=', tenantId)
        .where('user_id', '=', userId)
        .where('kind', 'in', kinds)
        .where('created_at', '<=', before)
        .execute()
      await deleteFiles(ctx, files)
      return ok({ count: files.length })
    },
  )

  const download = async (
    request: FastifyRequest<{ Body?: { id: string }; Querystring?: { id: string } }>,
    reply: FastifyReply,
  ) => {
    const { tenantId, userId } = owner(request)
    const id = (request.body as { id?: string } | undefined)?.id ?? (request.query as { id?: string }).id ?? ''
    const file = await findFile(ctx, tenantId, id, userId)
    if (!file) throw fileError(langOfRequest(request), 'fileNotFound')
    return sendFile(ctx, request, reply, file)
  }
  app.post<{ Body: { id: string } }>(
    '/filecenter/web/upLoad/download',
    {
      schema: { body: objectBody({ id: uuid() }, ['id']) },
      preHandler: requireSession(ctx),
    },
    download,
  )
  // The §7 hidden-frame download: a GET with the session cookie.
  app.get<{ Querystring: { id: string } }>(
    '/filecenter/web/upLoad/download',
    {
      schema: { querystring: objectBody({ id: uuid() }, ['id']) },
      preHandler: requireSession(ctx),
    },
    download,
  )
}
