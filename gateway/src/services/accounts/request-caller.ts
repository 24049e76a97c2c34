import type { FastifyRequest } from 'fastify'

/** Who asks for a password check, as the routes hand it to checkPassword: the address and the language header. */
export const passwordCheckFrom = (request: FastifyRequest): { ip: string; acceptLanguage: string } => ({
  ip: request.ip,
  acceptLanguage: String(request.headers['accept-language'] ?? ''),
})
