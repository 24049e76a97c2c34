import type { FastifyError, FastifyInstance } from 'fastify'
import { SupplierError } from '../errors'

/** Every failure answers JSON `{ code, msg, key }` with its status; nothing a caller sends can crash the process. */
export function installErrorAnswers(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof SupplierError) return reply.status(error.status).send(error.toAnswer())
    if (error.validation) {
      const field =
        error.validation[0]?.instancePath.replace(/^\//, '') ||
        (error.validation[0]?.params as { missingProperty?: string })?.missingProperty
      return reply.status(400).send(new SupplierError('invalidInput', 400, error.message, { field }).toAnswer())
    }
    if (error.code === 'FST_REQ_FILE_TOO_LARGE' || error.statusCode === 413) {
      return reply.status(413).send(new SupplierError('fileTooLarge', 413, 'The file is larger than 5 MB').toAnswer())
    }
    if (error.statusCode && error.statusCode < 500) {
      return reply.status(400).send(new SupplierError('invalidInput', 400, error.message).toAnswer())
    }
    request.log.error({ err: error }, 'request failed')
    return reply.status(500).send(new SupplierError('internal', 500, 'The supplier service failed').toAnswer())
  })
  app.setNotFoundHandler((request, reply) =>
    reply
      .status(404)
      .send(
        new SupplierError('notFound', 404, `${request.method} ${request.url.split('?')[0]} does not exist`).toAnswer(),
      ),
  )
}
