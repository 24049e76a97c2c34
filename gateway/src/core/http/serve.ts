import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { BodyOf, QueryOf, ResultOf, Route } from '@hr-portal/api'
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onSendHookHandler,
  preHandlerHookHandler,
  preSerializationHookHandler,
  preValidationHookHandler,
} from 'fastify'
import { answerCheck } from './answer-check'

/** A handler's success answer: the envelope with the route's payload under its key. */
type Answer<R> = R extends { file: true }
  ? unknown
  : R extends { data: object }
    ? { code: number; msg: string; data?: ResultOf<R> }
    : R extends { result: object }
      ? { code: number; msg: string; result?: ResultOf<R> }
      : { code: number; msg: string }

export type ServeRequest<R> = FastifyRequest<{ Body: BodyOf<R>; Querystring: QueryOf<R> }>
export type ServeHandler<R> = (request: ServeRequest<R>, reply: FastifyReply) => Promise<Answer<R>>

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route's declaration (serve): the error handler reads its declared codes (answer-check.ts undeclared). */
    contract?: Route
  }
}

/** What a route adds besides its contract: its guards, and rarely a body limit. */
export interface ServeOptions {
  preHandler?: preHandlerHookHandler | preHandlerHookHandler[]
  /** A guard that refuses before the body is validated (the operators' console: a stranger learns nothing of its fields). */
  preValidation?: preValidationHookHandler | preValidationHookHandler[]
  /** Route config the gateway's hooks read (`anyOrigin`: browsers' reports from every page, without a token). */
  config?: { anyOrigin?: boolean }
  bodyLimit?: number
  /** A route that answers bad input its own way (a redirect) reads `request.validationError` instead of a 400. */
  attachValidation?: boolean
}

/**
 * Registers a route of the contract (`@hr-portal/api`) through Fastify's TypeBox type provider: the body and query
 * are validated (and cleaned) by its schemas and typed for the handler, whose answer is checked against the route's
 * envelope by the compiler and serialised by it. In tests every 200 answer is also checked against the schema
 * (answer-check.ts), so a handler answering outside it fails its test.
 */
export function serve<R extends Route>(
  api: FastifyInstance,
  route: R,
  options: ServeOptions,
  handler: ServeHandler<R>,
): void {
  const check = answerCheck(route)
  api.withTypeProvider<TypeBoxTypeProvider>().route({
    method: route.method,
    url: route.path,
    schema: {
      ...(route.body ? { body: route.body } : {}),
      ...(route.query ? { querystring: route.query } : {}),
      ...(route.reply ? { response: { 200: route.reply } } : {}),
    },
    ...options,
    // The error handler reads the route's declared codes from here (answer-check.ts undeclared).
    config: { ...options.config, contract: route },
    ...(check
      ? {
          preSerialization: check.preSerialization as preSerializationHookHandler,
          onSend: check.onSend as onSendHookHandler,
        }
      : {}),
    handler: handler as never,
  })
}
