import multipart from '@fastify/multipart'
import { contract } from '@hr-portal/api'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { authOf, requireSession } from '../../core/auth/guard'
import type { GatewayContext } from '../../core/context'
import { ok } from '../../core/envelope'
import { serve } from '../../core/http/serve'
import { namedScope } from '../../core/http/named-scope'
import { cleanLine } from '../../core/text/clean-text'
import { fileError } from './texts'
import { fileResultOf, saveFile } from './files'
import { MAX_FILE_BYTES, MAX_FILES_PER_USER, MAX_VIDEO_BYTES } from './limits'
import { ACCEPTS, sniff, type Accept } from './sniff'
import { langOfRequest } from '../../core/lang'

/** The size limit of an upload: videos (getVodKey) may be larger than images and documents. */
export const limitOf = (accept: Accept) => (accept === 'video' ? MAX_VIDEO_BYTES : MAX_FILE_BYTES)

/** Reads the one file part (the `accept` field comes before it, as FormData sends fields first) within its size limit. */
async function readUpload(request: FastifyRequest) {
  const part = await request.file().catch(() => undefined)
  if (!part) throw fileError(langOfRequest(request), 'noFile')
  const field = part.fields.accept
  const raw = field && !Array.isArray(field) && field.type === 'field' ? String(field.value) : 'any'
  const accept = (ACCEPTS as readonly string[]).includes(raw) ? (raw as Accept) : 'any'
  const tooLarge = () => fileError(langOfRequest(request), 'tooLarge', limitOf(accept) / 1024 / 1024)
  let body: Buffer
  try {
    body = await part.toBuffer()
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge()
    throw error
  }
  if (body.length > limitOf(accept)) throw tooLarge()
  // The file's name as the browser sent it, cleaned by the rule of every text the gateway takes in.
  return { name: cleanLine(part.filename || 'file') || 'file', body, accept }
}

const { uploads: routes } = contract.files

/**
 * §7 upload (multipart, field `file`; optional field `accept`: image | import | any | video): the type is
 * sniffed from the content (§5 'Incorrect format'), 0 KB and files over the limit (larger for video) are
 * refused, the object goes to the store under the §9 path and the §3 result is answered. §7 syncFileUpload, which
 * callers use when they need the stored file's record in the same answer, is the same: this gateway always stores
 * before answering.
 */
export function uploadRoutes(app: FastifyInstance, ctx: GatewayContext): void {
  const upload = async (request: FastifyRequest) => {
    const { user, session } = authOf(request)
    const { name, body, accept } = await readUpload(request)
    if (body.length === 0) throw fileError(langOfRequest(request), 'emptyFile')
    const type = await sniff(body, name, accept)
    if (!type) throw fileError(langOfRequest(request), 'incorrectFormat')
    const count = await ctx.db
      .selectFrom('file_object')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('tenant_id', '=', session.tenant_id)
      .where('user_id', '=', user.id)
      .where('kind', '=', 'upload')
      .executeTakeFirstOrThrow()
    if (Number(count.n) >= MAX_FILES_PER_USER)
      throw fileError(langOfRequest(request), 'tooManyFiles', MAX_FILES_PER_USER)
    const file = await saveFile(ctx, { tenantId: session.tenant_id, userId: user.id }, name, body, type, 'upload')
    return ok(await fileResultOf(ctx, file))
  }
  void app.register(
    namedScope('uploads', async (scope) => {
      await scope.register(multipart, { limits: { fileSize: MAX_VIDEO_BYTES, files: 1, fields: 5, fieldSize: 100 } })
      const guard = { preHandler: requireSession(ctx) }
      serve(scope, routes.upload, guard, upload)
      serve(scope, routes.syncFileUpload, guard, upload)
    }),
  )
}
