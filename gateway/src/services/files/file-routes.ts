import { type BodyOf, contract } from '@hr-portal/api'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { authOf, requireSession } from '../../core/auth/guard'
import type { GatewayContext } from '../../core/context'
import { ok } from '../../core/envelope'
import { serve } from '../../core/http/serve'
import { langOfRequest } from '../../core/lang'
import { deleteFiles, fileResultOf, findFile } from './files'
import { MAX_FILE_BYTES, MAX_FILES_PER_USER } from './limits'
import { sendFile } from './send-file'
import { fileError } from './texts'

const { files: routes } = contract.files
const DAY = 86_400_000

export { sendFile }

/** The user's file list, download list, usage, delete, clean and download (§7 /filecenter/web/upLoad). */
export function fileRoutes(app: FastifyInstance, ctx: GatewayContext): void {
  const guard = { preHandler: requireSession(ctx) }
  const owner = (request: FastifyRequest) => ({
    tenantId: authOf(request).session.tenant_id,
    userId: authOf(request).user.id,
  })

  const page = async (request: FastifyRequest, body: BodyOf<typeof routes.list>, kinds: string[]) => {
    const { tenantId, userId } = owner(request)
    const rows = body.rows ?? 20
    const current = body.page ?? 1
    let base = ctx.db
      .selectFrom('file_object')
      .where('tenant_id', '=', tenantId)
      .where('user_id', '=', userId)
      .where('kind', 'in', kinds)
    const keyword = body.keyword?.trim()
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

  serve(app, routes.list, guard, (request) => page(request, request.body, ['upload']))

  serve(app, routes.downloads, guard, (request) => page(request, request.body, ['export', 'import-errors']))

  serve(app, routes.useSize, guard, async (request) => {
    const { tenantId, userId } = owner(request)
    const row = await ctx.db
      .selectFrom('file_object')
      .select([(eb) => eb.fn.sum<number>('size').as('bytes'), (eb) => eb.fn.countAll<number>().as('count')])
      .where('tenant_id', '=', tenantId)
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow()
    return ok({ bytes: Number(row.bytes ?? 0), count: Number(row.count) })
  })

  serve(app, routes.uploadCount, guard, async (request) => {
    const { tenantId, userId } = owner(request)
    const row = await ctx.db
      .selectFrom('file_object')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('tenant_id', '=', tenantId)
      .where('user_id', '=', userId)
      .where('kind', '=', 'upload')
      .executeTakeFirstOrThrow()
    return ok({ count: Number(row.n), limit: MAX_FILES_PER_USER, maxBytes: MAX_FILE_BYTES })
  })

  serve(app, routes.remove, guard, async (request) => {
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
  })

  // clean: removes the caller's own files older than `days` days (0: all of them), uploads by default,
  // or the download list (`list: 'download'`). Other users' files are never touched.
  serve(app, routes.clean, guard, async (request) => {
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
  })

  const download = async (request: FastifyRequest, reply: FastifyReply, id: string) => {
    const { tenantId, userId } = owner(request)
    const file = await findFile(ctx, tenantId, id, userId)
    if (!file) throw fileError(langOfRequest(request), 'fileNotFound')
    return sendFile(ctx, request, reply, file)
  }
  serve(app, routes.download, guard, (request, reply) => download(request, reply, request.body.id))
  // The §7 hidden-frame download: a GET with the session cookie.
  serve(app, routes.downloadByLink, guard, (request, reply) => download(request, reply, request.query.id))
}
