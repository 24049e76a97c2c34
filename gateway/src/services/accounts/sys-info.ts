import { contract } from '@hr-portal/api'
import type { FastifyInstance } from 'fastify'
import { brandOfRequest } from '../../brands/brand-of-host'
import type { GatewayContext } from '../../core/context'
import { ok } from '../../core/envelope'
import { serve } from '../../core/http/serve'

/** §3 System info of the host the shell was opened on (public: the login page shows the brand). */
export function sysInfoRoutes(app: FastifyInstance, ctx: GatewayContext): void {
  serve(app, contract.accounts.session.sysInfo, {}, async (request) => ok(await brandOfRequest(ctx, request)))
}
