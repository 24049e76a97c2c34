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
  br: (body) => promisify(brotliCompress)(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
  gzip: (body) => promisify(gzip)(body),
}

/** The compressed forms of each shared body, made once (in the thread pool, off the event loop) and kept as long as the body is. */
const compressed = new WeakMap<Buffer, Map<Encoding, Promise<Buffer>>>()

function compressedOf(body: Buffer, encoding: Encoding): Promise<Buffer> {
  let forms = compressed.get(body)
  if (!forms) compressed.set(body, (forms = new Map()))
  let form = forms.get(encoding)
  if (!form) {
    const made = compressors[encoding](body)
    forms.set(encoding, (form = made))
    made.catch(() => { if (forms.get(encoding) === made) forms.delete(encoding) })
  }
  return form
}

/** The encoding to answer in for an Accept-Encoding header, or null for the body as it is. */
export function encodingFor(acceptEncoding: string | string[] | undefined): Encoding | null {
  const header = Array.isArray(acceptEncoding) ? acceptEncoding.join(', ') : acceptEncoding
  if (!header || header.length > 500) return null
  return negotiate(header, [...ENCODINGS])
}

/**
 * Sends a JSON body many requests share (`sharedJson`: a cached menu tree or page), compressed as the client
 * accepts: each form is compressed once per body, so a shared answer costs its compression only the first time.
 * A body that cannot be compressed goes as it is.
 */
export async function sendSharedJson(request: FastifyRequest, reply: FastifyReply, body: Buffer): Promise<FastifyReply> {
  reply.type('application/json; charset=utf-8')
  if (body.length < MIN_COMPRESSED_BYTES) return reply.send(body)
  const vary = reply.getHeader('vary')
  reply.header('vary', vary ? `${String(vary)}, Accept-Encoding` : 'Accept-Encoding')
  const encoding = encodingFor(request.headers['accept-encoding'])
  if (!encoding) return reply.send(body)
  const form = await compressedOf(body, encoding).catch(() => null)
  if (!form) return reply.send(body)
  return reply.header('content-encoding', encoding).send(form)
}
