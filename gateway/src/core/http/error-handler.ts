import type { FastifyError, FastifyInstance } from 'fastify'
import { GatewayError, codes, texts } from '../errors'
import { langOfRequest } from '../lang'

/**
 * Answers every failure with the envelope and never a stack: GatewayError as it is (in the request's language when it
 * carries both), schema
 * errors as HTTP 400 code 400000 naming the field, other client errors with their status,
 * and anything else as a logged 500 'system error'.
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | GatewayError, request, reply) => {
    if (error instanceof GatewayError) {
      return reply.status(error.httpStatus).send({ code: error.code, msg: error.texts?.[langOfRequest(request)] ?? error.message })
    }
    if (error.validation) {
      return reply.status(400).send({ code: codes.badInput, msg: error.message })
    }
    const status = error.statusCode ?? 500
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ code: status === 400 ? codes.badInput : status * 1000, msg: error.message })
    }
    request.log.error({ err: error }, 'request failed')
    return reply.status(500).send({ code: codes.systemError, msg: texts.systemError })
  })
}

export function notFoundAnswer() {
  return { code: codes.notFound, msg: texts.notFound }
}
