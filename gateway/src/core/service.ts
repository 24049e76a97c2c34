import type { FastifyInstance } from 'fastify'
import type { GatewayContext } from './context'
import { registerReports, type ReportDefinition } from './report-registry'

/** Adds one group of routes to a service's Fastify scope. */
export type RouteGroup = (api: FastifyInstance, ctx: GatewayContext) => void

/**
 * One §7 service segment (`uac`, `ums`, `joyhr` …): its route groups, registered as one
 * encapsulated Fastify plugin, so hooks a service adds stay inside it and the service could be
 * lifted into its own process later. Paths are written in full (`/ums/web/…`) to match the spec.
 */
export interface Service {
  segment: string
  routes: RouteGroup[]
  /** The reports this service offers in the report centre (core/report-registry.ts). */
  reports?: ReportDefinition[]
}

export async function registerService(api: FastifyInstance, ctx: GatewayContext, service: Service): Promise<void> {
  registerReports(service.reports ?? [])
  await api.register(async (scope) => {
    for (const routes of service.routes) routes(scope, ctx)
  })
}
