import type { FastifyRequest } from 'fastify'
import { authOf } from '../../core/auth/guard'
import { langOfRequest, type Lang } from '../../core/lang'

/** Who calls the performance service's domain functions: tenant, account, language. */
export interface Caller {
  tenantId: number
  userId: number
  userName: string
  lang: Lang
}

/** The caller of a request, as the routes hand it to the domain functions: tenant, account, language. */
export function callerOf(request: FastifyRequest): Caller {
  const { session, user } = authOf(request)
  return {
    tenantId: session.tenant_id,
    userId: user.id,
    userName: user.real_name || user.user_name,
    lang: langOfRequest(request),
  }
}
