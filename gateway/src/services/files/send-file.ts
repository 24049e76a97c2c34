import type { FastifyReply, FastifyRequest } from 'fastify'
import type { GatewayContext } from '../../core/context'
import { ObjectNotFoundError } from '../../integrations/object-store/types'
import { rangeOf } from './range'
import type { FileObjectTable } from './tables'
import { fileError } from './texts'
import { langOfRequest } from '../../core/lang'

/** Types a browser would run as a document of the gateway's origin: shown inline only inside a CSP sandbox. */
const ACTIVE_TYPES = new Set(['text/html', 'application/xhtml+xml', 'image/svg+xml', 'text/xml', 'application/xml'])

/**
 * Sends a stored file, with the §5 `filename` header the §7 blob download reads. A `Range` request (a `<video>`
 * seeking) gets 206 and just those bytes, or 416 when the range starts past the end; any other gets it whole.
 * `inline` (a preview) lets the browser show it instead of saving it: text as UTF-8 (the upload checked it is), and
 * HTML or SVG in a CSP sandbox, so its scripts never run as the gateway's origin.
 */
export async function sendFile(
  ctx: GatewayContext,
  request: FastifyRequest,
  reply: FastifyReply,
  file: FileObjectTable,
  options: { inline?: boolean } = {},
) {
  const size = Number(file.size)
  const range = rangeOf(request.headers.range, size)
  const part = range === 'whole' || range === 'unsatisfiable' ? undefined : range
  const stream =
    range === 'unsatisfiable'
      ? null
      : await ctx.integrations.files.store.get(file.path, part).catch((error) => {
          if (error instanceof ObjectNotFoundError) throw fileError(langOfRequest(request), 'fileNotFound')
          throw error
        })
  const ascii = file.name.replace(/[^\x20-\x7e]|["\\]/g, '_')
  reply
    .header('accept-ranges', 'bytes')
    .header('x-content-type-options', 'nosniff')
    .header('filename', encodeURIComponent(file.name))
    .header(
      'content-disposition',
      `${options.inline ? 'inline' : 'attachment'}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.name)}`,
    )
  if (options.inline && ACTIVE_TYPES.has(file.type))
    reply.header('content-security-policy', "sandbox; default-src 'none'; frame-ancestors 'none'")
  if (!stream)
    return reply.code(416).header('content-range', `bytes */${size}`).header('content-type', 'text/plain').send('')
  if (part) reply.code(206).header('content-range', `bytes ${part.start}-${part.end}/${size}`)
  return reply
    .header('content-type', options.inline && file.type.startsWith('text/') ? `${file.type}; charset=utf-8` : file.type)
    .header('content-length', String(part ? part.end - part.start + 1 : size))
    .send(stream)
}
