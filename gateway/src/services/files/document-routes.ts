import { contract } from '@hr-portal/api'
import type { FastifyInstance } from 'fastify'
import { requireSession } from '../../core/auth/guard'
import type { GatewayContext } from '../../core/context'
import { serve } from '../../core/http/serve'
import { langOfRequest } from '../../core/lang'
import { pdfFont } from '../../core/pdf-font'
import { coveredDocument, documentPdf } from './document-pdf'
import { fileError } from './texts'

const { documents: routes } = contract.files

/**
 * A signed-in user's dialog as a PDF (the dialog container's Download PDF): the gateway draws the title and blocks
 * it is sent with the Chinese font the payslips use, so the file's text is real text in either language. It reads
 * and keeps nothing: the document is the caller's own screen. Without the font the PDF is refused, never drawn blank.
 */
export function documentRoutes(app: FastifyInstance, ctx: GatewayContext): void {
  serve(app, routes.pdf, { preHandler: requireSession(ctx) }, async (request, reply) => {
    const font = pdfFont()
    if (!font) throw fileError(langOfRequest(request), 'noFont')
    const file = await documentPdf(coveredDocument(request.body, font), font)
    const filename = `${request.body.title}.pdf`
    return reply
      .header('content-type', 'application/pdf')
      .header('filename', encodeURIComponent(filename))
      .header(
        'content-disposition',
        `attachment; filename="document.pdf"; filename*=UTF-8''${encodeURIComponent(filename)}`,
      )
      .header('cache-control', 'no-store')
      .send(file)
  })
}
