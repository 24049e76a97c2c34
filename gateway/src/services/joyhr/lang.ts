import type { FastifyRequest } from 'fastify'
import type { Lang } from './build-tree'

/** The body's lang wins, then Accept-Language; Chinese is the fallback (§1). */
export function langOf(request: FastifyRequest, bodyLang?: unknown): Lang {
  const raw = String(bodyLang ?? request.headers['accept-language'] ?? '')
  return raw.toLowerCase().startsWith('en') ? 'en' : 'zh'
}
