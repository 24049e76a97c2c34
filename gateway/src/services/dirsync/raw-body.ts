import { Readable } from 'node:stream'
import type { FastifyRequest } from 'fastify'

const rawBodies = new WeakMap<FastifyRequest, string>()

/** The body exactly as sent (platform signatures cover its bytes), kept by `keepRawBody`. */
export const rawBodyOf = (request: FastifyRequest): string => rawBodies.get(request) ?? ''

/** A preParsing hook that keeps the body's bytes (at most 256 KB) before any parser reads them. */
export async function keepRawBody(request: FastifyRequest, _reply: unknown, payload: NodeJS.ReadableStream) {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of payload) {
    size += (chunk as Buffer).length
    if (size > 256 * 1024) break
    chunks.push(Buffer.from(chunk as Buffer))
  }
  const raw = Buffer.concat(chunks)
  rawBodies.set(request, raw.toString('utf8'))
  return Readable.from([raw])
}

/** The query as single strings (a repeated key: its first value). */
export const flatQuery = (query: unknown): Record<string, string> =>
  Object.fromEntries(Object.entries((query ?? {}) as Record<string, unknown>).map(([k, v]) => [k, String(Array.isArray(v) ? v[0] : v)]))
