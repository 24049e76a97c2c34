import type { FastifyRequest } from 'fastify'

/** The language of an answer: English when the request asks for it, else Chinese (the default). */
export type Lang = 'en' | 'zh'

/** English when `raw` (a lang field or an Accept-Language value) starts with en, else Chinese. */
export const langFrom = (raw: unknown): Lang =>
  String(raw ?? '')
    .toLowerCase()
    .startsWith('en')
    ? 'en'
    : 'zh'

/** The request's language: English when Accept-Language starts with en. */
export const langOfRequest = (request: FastifyRequest): Lang =>
  String(request.headers['accept-language'] ?? '')
    .toLowerCase()
    .startsWith('en')
    ? 'en'
    : 'zh'

/** The body's lang wins, then Accept-Language; Chinese is the fallback. */
export function langOf(request: FastifyRequest, bodyLang?: unknown): Lang {
  const raw = String(bodyLang ?? request.headers['accept-language'] ?? '')
  return raw.toLowerCase().startsWith('en') ? 'en' : 'zh'
}
