import { contract } from '@hr-portal/api'
import type { FastifyInstance } from 'fastify'
import { authOf, requireSession } from '../../core/auth/guard'
import type { GatewayContext } from '../../core/context'
import { ok } from '../../core/envelope'
import { GatewayError } from '../../core/errors'
import { serve } from '../../core/http/serve'
import { sendFile } from './file-routes'
import { findFile } from './files'
import { PREVIEW_TTL_SECONDS } from './limits'
import { signLink, verifyLink } from './signed-link'
import { fileCodes, fileError, sayFile } from './texts'
import { langOfRequest } from '../../core/lang'

const { previews: routes } = contract.files
export const PREVIEW_PATH = '/gateway/filecenter/web/upLoad/preview'

/**
 * §7 previewEncrypt: for a file the caller may download (the tenant's, the caller's own: as the download route), a
 * preview link signed with the file links' secret for PREVIEW_TTL_SECONDS, bound to the file and its tenant. The link
 * opens without a session (an `<iframe>` or new tab sends no token header) and shows the file inline; it is signed for
 * previews only, so neither a download link nor a preview link opens as the other.
 */
export function previewRoutes(app: FastifyInstance, ctx: GatewayContext): void {
  serve(app, routes.encrypt, { preHandler: requireSession(ctx) }, async (request) => {
    const { session, user } = authOf(request)
    const file = await findFile(ctx, session.tenant_id, request.body.id, user.id)
    if (!file) throw fileError(langOfRequest(request), 'fileNotFound')
    const expires = Math.floor(ctx.now() / 1000) + PREVIEW_TTL_SECONDS
    const query = signLink(
      ctx.integrations.files.linkSecret,
      { tenantId: file.tenant_id, fileId: file.id, expires },
      'file-preview',
    )
    return ok({
      url: `${ctx.config.shellOrigin}${PREVIEW_PATH}?${query}`,
      fileName: file.name,
      type: file.type,
      expiresAt: expires * 1000,
    })
  })

  serve(app, routes.open, {}, async (request, reply) => {
    const claim = verifyLink(ctx.integrations.files.linkSecret, request.query, ctx.now(), 'file-preview')
    if (claim === 'bad')
      throw new GatewayError(fileCodes.badPreview, sayFile(langOfRequest(request), 'badPreview'), 403)
    if (claim === 'expired')
      throw new GatewayError(fileCodes.previewExpired, sayFile(langOfRequest(request), 'previewExpired'), 410)
    const file = await findFile(ctx, claim.tenantId, claim.fileId, null)
    if (!file) throw new GatewayError(fileCodes.fileNotFound, sayFile(langOfRequest(request), 'fileNotFound'), 404)
    reply.header('cache-control', 'private, no-store')
    return sendFile(ctx, request, reply, file, { inline: true })
  })
}
