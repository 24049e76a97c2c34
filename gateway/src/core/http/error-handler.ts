import type { FastifyError, FastifyInstance } from 'fastify'
import { undeclared } from './answer-check'
import { GatewayError, codes, texts } from '../errors'
import { langOfRequest, type Lang } from '../lang'
import { errorTextIn } from './error-texts'

/**
 * Answers every failure with the envelope and never a stack: GatewayError as it is (in the request's language when it
 * carries both; in tests, a 500 naming the route when its code is not one the route declares), schema
 * errors as HTTP 400 code 400000 naming the field, other client errors with their status,
 * and anything else as a logged 500 'system error'.
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | GatewayError, request, reply) => {
    if (error instanceof GatewayError) {
      // In tests, a refusal with a code its route does not declare fails the test that made it.
      const contract = request.routeOptions.config.contract
      const problem = contract ? undeclared(contract, error.code) : null
      if (problem) {
        console.error(problem)
        return reply.status(500).send({ code: codes.systemError, msg: problem })
      }
      const lang = langOfRequest(request)
      return reply
        .status(error.httpStatus)
        .send({ code: error.code, msg: error.texts?.[lang] ?? errorTextIn(lang, error.message) })
    }
    if (error.validation) {
      return reply.status(400).send({ code: codes.badInput, msg: validationText(langOfRequest(request), error) })
    }
    const status = error.statusCode ?? 500
    if (status >= 400 && status < 500) {
      return reply.status(status).send({
        code: status === 400 ? codes.badInput : status * 1000,
        msg: errorTextIn(langOfRequest(request), error.message),
      })
    }
    request.log.error({ err: error }, 'request failed')
    return reply
      .status(500)
      .send({ code: codes.systemError, msg: errorTextIn(langOfRequest(request), texts.systemError) })
  })
}

/** A schema error in the request's language: the validator's English, or Chinese naming the fields that are wrong. */
function validationText(lang: Lang, error: FastifyError): string {
  if (lang === 'en') return error.message
  const fields = (error.validation ?? []).map((problem) => {
    const missing = (problem.params as { missingProperty?: unknown } | undefined)?.missingProperty
    const path = String(problem.instancePath ?? '').replace(/^\//, '')
    return typeof missing === 'string' ? (path ? `${path}/${missing}` : missing) : path || 'body'
  })
  return `参数不合法：${[...new Set(fields)].join('、')}`
}

export function notFoundAnswer(lang: Lang = 'en') {
  return { code: codes.notFound, msg: errorTextIn(lang, texts.notFound) }
}
