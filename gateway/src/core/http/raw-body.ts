import { Readable } from 'node:stream'
import type { FastifyReply, FastifyRequest } from 'fastify'

const rawBodies = new WeakMap<FastifyRequest, string>()

/** The body exactly as sent (platform signatures cover its bytes), kept by a `keepRawBody` hook; '' when none. */
export const rawBodyOf = (request: FastifyRequest): string => rawBodies.get(request) ?? ''

/** A body larger than a route reads: answered 413 by the error handler, before the rest is read. */
export class BodyTooLarge extends Error {
  readonly statusCode = 413
  constructor(limit: number) {
    super(`The request body is larger than ${limit} bytes`)
  }
}

/**
 * A preParsing hook keeping the body's bytes for `rawBodyOf`, at most `limit` of them: a larger body is refused with
 * 413 as soon as its declared length or its bytes pass the limit (never cut short and read on). Public routes that
 * read a body themselves (platform callbacks) use it with a limit of a few KB.
 */
export function keepRawBody(limit: number) {
  return async function keepRawBodyHook(
    request: FastifyRequest,
    _reply: FastifyReply,
    payload: NodeJS.ReadableStream,
  ): Promise<NodeJS.ReadableStream> {
    if (Number(request.headers['content-length'] ?? 0) > limit) throw new BodyTooLarge(limit)
    const chunks: Buffer[] = []
    let size = 0
    for await (const chunk of payload) {
      size += (chunk as Buffer).length
      if (size > limit) throw new BodyTooLarge(limit)
      chunks.push(Buffer.from(chunk as Buffer))
    }
    const raw = Buffer.concat(chunks)
    rawBodies.set(request, raw.toString('utf8'))
    return Readable.from([raw])
  }
}
