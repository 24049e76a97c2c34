import type { FastifyInstance } from 'fastify'
import type { Migration } from 'kysely'
import type { GatewayContext } from './context'
import { namedScope } from './http/named-scope'
import type { Db } from './db/types'
import type { ReportDefinition } from './report-registry'

/** Adds one group of routes to a service's Fastify scope. */
export type RouteGroup = (api: FastifyInstance, ctx: GatewayContext) => void

/**
 * A place where a service lets the services above it plug in (a business type's workflow handler, a listener of
 * offboardings …). The lower service declares it and reads what was handed to it through `wiringOf(db).all(hook)`;
 * a service above hands a value with `handle(hook, value)` in its `handlers`.
 * @example export const STAFF_LEFT = hookOf<StaffLeftListener>('ums.staffLeft')
 */
export interface Hook<T> {
  readonly name: string
  /** Never set: carries the type of the values handed to the hook. */
  readonly value?: T
}

export const hookOf = <T>(name: string): Hook<T> => ({ name })

/** One value a service hands to a hook of a service below it. */
export interface Handler<T = unknown> {
  hook: Hook<T>
  value: T
}

export const handle = <T>(hook: Hook<T>, value: T): Handler => ({ hook, value }) as Handler

/**
 * One gateway service, declared once and listed in service-list.ts: the gateway's start reads everything from it.
 * Its routes are registered as one encapsulated Fastify plugin, so hooks a service adds stay inside it and the
 * service could be lifted into its own process later. Paths are written in full (`/ums/web/…`) to match the spec.
 */
export interface Service {
  /** The §7 URL segment its routes live under (`uac`, `ums`, `joyhr` …); several services may share one. */
  name: string
  routes: RouteGroup[]
  /** Its own migrations by name (`NNN-name`); Kysely runs every service's and core's in name order. */
  migrations: Record<string, Migration>
  /** What it hands to hooks of the services below it (workflow handlers, listeners, answerers). */
  handlers?: Handler[]
  /** The reports it offers in the report centre (core/report-registry.ts). */
  reports?: ReportDefinition[]
  /** Runs once the gateway's context is ready, before it serves (a catch-up of an index). */
  onStart?: (ctx: GatewayContext) => Promise<void>
}

/** What the listed services hand to each other, built once from the list when the gateway starts. */
export interface Wiring {
  /** Every value handed to `hook`, in the order of the list. */
  all<T>(hook: Hook<T>): readonly T[]
  /** The one value handed to `hook`, or undefined; throws when several services handed one. */
  one<T>(hook: Hook<T>): T | undefined
  /** Every report of the listed services, by code (unique). */
  reports: ReadonlyMap<string, ReportDefinition>
}

/** The wiring of a list of services: their handlers by hook and their reports (a report code used twice throws). */
export function wireServices(services: readonly Service[]): Wiring {
  const byHook = new Map<string, unknown[]>()
  const reports = new Map<string, ReportDefinition>()
  for (const service of services) {
    for (const { hook, value } of service.handlers ?? [])
      byHook.set(hook.name, [...(byHook.get(hook.name) ?? []), value])
    for (const report of service.reports ?? []) {
      const known = reports.get(report.code)
      if (known && known !== report) throw new Error(`two reports are named ${report.code}`)
      reports.set(report.code, report)
    }
  }
  const all = <T>(hook: Hook<T>) => (byHook.get(hook.name) ?? []) as T[]
  return {
    all,
    one<T>(hook: Hook<T>) {
      const values = all(hook)
      if (values.length > 1) throw new Error(`${values.length} services hand a value to ${hook.name}; it takes one`)
      return values[0]
    },
    reports,
  }
}

type Adapter = ReturnType<Db['getExecutor']>['adapter']
const wirings = new WeakMap<Adapter, Wiring>()

/**
 * Makes `wiring` the one code holding only the database reaches through `wiringOf(db)`, as the bus is (core/bus):
 * the gateway's start does it once. Kept by the database's adapter, which its transactions share.
 */
export function attachWiring(db: Db, wiring: Wiring): void {
  wirings.set(db.getExecutor().adapter, wiring)
}

/** The wiring of the gateway that opened `db` (or a transaction of it); throws when no gateway attached one. */
export function wiringOf(db: Db): Wiring {
  const wiring = wirings.get(db.getExecutor().adapter)
  if (!wiring) throw new Error('wiringOf: no gateway wiring is attached to this database (attachWiring at start)')
  return wiring
}

export async function registerService(api: FastifyInstance, ctx: GatewayContext, service: Service): Promise<void> {
  await api.register(
    namedScope(service.name, async (scope) => {
      for (const routes of service.routes) routes(scope, ctx)
    }),
  )
}
