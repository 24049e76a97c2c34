import { negotiate } from '@fastify/accept-negotiator'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'

/** Answers shorter than this go as they are: compressing them saves the client less than it costs. */
export const MIN_COMPRESSED_BYTES = 1024

/** What the gateway compresses into, best first (browsers take both). */
const ENCODINGS = ['br', 'gzip'] as const
type Encoding = (typeof ENCODINGS)[number]

const compressors: Record<Encoding, (body: Buffer) => Promise<Buffer>> = {
  // Quality 5: about as small as the highest for JSON of a few KB to a few hundred, at a small part of its time.
  br: (body) =>
    promisify(brotliCompress)(body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
    }),
  gzip: (body) => promisify(gzip)(body),
}

/**
 * The compressed forms of each shared body, made once (in the thread pool, off the event loop) and kept as long as the
 * body is: the promise while it is made, the bytes once made.
 */
const compressed = new WeakMap<Buffer, Map<Encoding, Buffer | Promise<Buffer>>>()

function compressedOf(body: Buffer, encoding: Encoding): Buffer | Promise<Buffer> {
  let forms = compressed.get(body)
  if (!forms) compressed.set(body, (forms = new Map()))
  const held = forms.get(encoding)
  if (held) return held
  const made = compressors[encoding](body)
  forms.set(encoding, made)
  made.then(
    (bytes) => {
      if (forms.get(encoding) === made) forms.set(encoding, bytes)
    },
    () => {
      if (forms.get(encoding) === made) forms.delete(encoding)
    },
  )
  return made
}

/** Browsers send a few Accept-Encoding headers, the same on every request: each is read once (at most this many kept). */
const MAX_KNOWN_HEADERS = 64
const known = new Map<string, Encoding | null>()

/** The encoding to answer in for an Accept-Encoding header, or null for the body as it is. */
export function encodingFor(acceptEncoding: string | string[] | undefined): Encoding | null {
  const header = Array.isArray(acceptEncoding) ? acceptEncoding.join(', ') : acceptEncoding
  if (!header || header.length > 500) return null
  const seen = known.get(header)
  if (seen !== undefined) return seen
  const chosen = negotiate(header, [...ENCODINGS])
  if (known.size >= MAX_KNOWN_HEADERS) known.clear()
  known.set(header, chosen)
  return chosen
}

/**
 * Sends a JSON body many requests share (`sharedJson`: a cached menu tree or page), compressed as the client
 * accepts: each form is compressed once per body, so a shared answer costs its compression only the first time.
 * A body that cannot be compressed goes as it is. `body` may still be being made. Sent at once when the body and
 * its form are at hand (then it answers undefined, as a route handler that sent its reply does), else the promise
 * of the sent reply.
 */
export function sendSharedJson(
  request: FastifyRequest,
  reply: FastifyReply,
  body: Buffer | Promise<Buffer>,
): Promise<FastifyReply> | undefined {
  if (!Buffer.isBuffer(body)) return body.then((made) => sendSharedJson(request, reply, made) ?? reply)
  reply.type('application/json; charset=utf-8')
  if (body.length < MIN_COMPRESSED_BYTES) return sent(reply.send(body))
  const vary = reply.getHeader('vary')
  reply.header('vary', vary ? `${String(vary)}, Accept-Encoding` : 'Accept-Encoding')
  const encoding = encodingFor(request.headers['accept-encoding'])
  if (!encoding) return sent(reply.send(body))
  const held = compressedOf(body, encoding)
  if (Buffer.isBuffer(held)) return sent(reply.header('content-encoding', encoding).send(held))
  return held.then(
    (form) => reply.header('content-encoding', encoding).send(form),
    () => reply.send(body),
  )
}

/** A reply sent from a route handler that is not async: the handler answers undefined. */
const sent = (_reply: FastifyReply): undefined => undefined
