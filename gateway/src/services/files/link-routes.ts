import { contract } from '@hr-portal/api'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { authOf, requireSession } from '../../core/auth/guard'
import type { GatewayContext } from '../../core/context'
import { ok } from '../../core/envelope'
import { GatewayError } from '../../core/errors'
import { serve } from '../../core/http/serve'
import { sendFile } from './file-routes'
import { findFile, signedUrlOf } from './files'
import { MAX_FILE_BYTES, MAX_VIDEO_BYTES } from './limits'
import { verifyLink } from './signed-link'
import { VIDEOS } from './sniff'
import { fileCodes, fileError, sayFile } from './texts'
import { langOfRequest } from '../../core/lang'

const { links: routes } = contract.files
const UPLOAD_PATH = contract.files.uploads.upload.path

const answer = async (ctx: GatewayContext, file: Parameters<typeof signedUrlOf>[1]) => {
  const url = await signedUrlOf(ctx, file)
  return ok({ url, fileName: file.name, expiresAt: ctx.now() + ctx.integrations.files.linkTtlSeconds * 1000 })
}

/**
 * Signed temporary links (§9, about 1 day): getUploadUrl (by file id) and the object-storage
 * getDownUrl (by object path) answer one; the link itself opens without a session, so it can be
 * shared, and is refused when altered or expired. getKey tells a client the store's upload rules, getVodKey those of videos.
 */
export function linkRoutes(app: FastifyInstance, ctx: GatewayContext): void {
  const guard = { preHandler: requireSession(ctx) }
  const owner = (request: FastifyRequest) => ({
    tenantId: authOf(request).session.tenant_id,
    userId: authOf(request).user.id,
  })

  serve(app, routes.uploadUrl, guard, async (request) => {
    const { tenantId, userId } = owner(request)
    const file = await findFile(ctx, tenantId, request.body.id, userId)
    if (!file) throw fileError(langOfRequest(request), 'fileNotFound')
    return answer(ctx, file)
  })

  serve(app, routes.downUrl, guard, async (request) => {
    const { tenantId, userId } = owner(request)
    const file = await ctx.db
      .selectFrom('file_object')
      .selectAll()
      .where('tenant_id', '=', tenantId)
      .where('user_id', '=', userId)
      .where('path', '=', request.body.url)
      .executeTakeFirst()
    if (!file) throw fileError(langOfRequest(request), 'fileNotFound')
    return answer(ctx, file)
  })

  serve(app, routes.key, guard, async () => {
    const { store, prefix, linkTtlSeconds } = ctx.integrations.files
    return ok({ store: store.kind, prefix, maxBytes: MAX_FILE_BYTES, linkTtlSeconds, uploadPath: UPLOAD_PATH })
  })

  // getVodKey: the same for video on demand: the upload takes them with `accept: video`, checked by content.
  serve(app, routes.vodKey, guard, async () => {
    const { store, prefix, linkTtlSeconds } = ctx.integrations.files
    return ok({
      store: store.kind,
      prefix,
      maxBytes: MAX_VIDEO_BYTES,
      linkTtlSeconds,
      uploadPath: UPLOAD_PATH,
      accept: 'video' as const,
      types: Object.values(VIDEOS),
      mimeTypes: Object.keys(VIDEOS),
      rangeRequests: true,
    })
  })

  serve(app, routes.open, {}, async (request, reply) => {
    const claim = verifyLink(ctx.integrations.files.linkSecret, request.query, ctx.now())
    if (claim === 'bad') throw new GatewayError(fileCodes.badLink, sayFile(langOfRequest(request), 'badLink'), 403)
    if (claim === 'expired')
      throw new GatewayError(fileCodes.linkExpired, sayFile(langOfRequest(request), 'linkExpired'), 410)
    const file = await findFile(ctx, claim.tenantId, claim.fileId, null)
    if (!file) throw new GatewayError(fileCodes.fileNotFound, sayFile(langOfRequest(request), 'fileNotFound'), 404)
    return sendFile(ctx, request, reply, file)
  })
}
