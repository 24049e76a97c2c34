import multipart from '@fastify/multipart'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { authOf, requireSession } from '../../core/auth/guard'
import type { GatewayContext } from '../../core/context'
import { ok } from '../../core/envelope'
import { fileError } from './texts'
import { fileResultOf, saveFile } from './files'
import { MAX_FILE_BYTES, MAX_FILES_PER_USER } from './limits'
import { sniff, type Accept } from './sniff'

const ACCEPTS: Accept[] = ['image', 'import', 'any']

async function readUpload(request: FastifyRequest) {
  const part = await request.file().catch(() => undefined)
  if (!part) throw fileError(request, 'noFile')
  let body: Buffer
  try {
    body = await part.toBuffer()
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw fileError(request, 'tooLarge', MAX_FILE_BYTES / 1024 / 1024)
    throw error
  }
  const field = part.fields.accept
  const raw = field && !Array.isArray(field) && field.type === 'field' ? String(field.value) : 'any'
  const accept = (ACCEPTS as string[]).includes(raw) ? (raw as Accept) : 'any'
  return { name: part.filename || 'file', body, accept }
}

/**
 * §7 upload (multipart, field `file`; optional field `accept`: image | import | any): the type is
 * sniffed from the content (§5 'Incorrect format'), 0 KB and files over the limit are refused, the
 * object goes to the store under the §9 path and the §3 result is answered.
 */
export function uploadRoutes(app: FastifyInstance, ctx: GatewayContext): void {
  void app.register(async (scope) => {
    await scope.register(multipart, { limits: { fileSize: MAX_FILE_BYTES, files: 1, fields: 5, fieldSize: 100 } })
    scope.post('/filecenter/web/upLoad/upload', { preHandler: requireSession(ctx) }, async (request) => {
      const { user, session } = authOf(request)
      const { name, body, accept } = await readUpload(request)
      if (body.length === 0) throw fileError(request, 'emptyFile')
      const type = await sniff(body, name, accept)
      if (!type) throw fileError(request, 'incorrectFormat')
      const count = await ctx.db.selectFrom('file_object').select((eb) => eb.fn.countAll<number>().as('n'))
        .where('tenant_id', '=', session.tenant_id).where('user_id', '=', user.id).where('kind', '=', 'upload').executeTakeFirstOrThrow()
      if (Number(count.n) >= MAX_FILES_PER_USER) throw fileError(request, 'tooManyFiles', MAX_FILES_PER_USER)
      const file = await saveFile(ctx, { tenantId: session.tenant_id, userId: user.id }, name, body, type, 'upload')
      return ok(await fileResultOf(ctx, file))
    })
  })
}
