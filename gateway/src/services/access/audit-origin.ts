import type { FastifyRequest } from 'fastify'
import { shellOriginsOf, type Config } from '../../config'

/**
 * Only the shell writes audit records (and forwards apps' web vitals): from its own origin, never
 * from a sub-app's. (A tool outside the browser can send any Origin; audit-channel.ts is what
 * stops a script holding only the token.) Also used by report/app-perf.ts.
 */
export function fromShell(request: FastifyRequest, config: Pick<Config, 'shellOrigin' | 'brandHosts'>): boolean {
  const origin = request.headers.origin
  if (origin !== undefined) return shellOriginsOf(config).includes(origin)
  return request.headers['sec-fetch-site'] === 'same-origin'
}
