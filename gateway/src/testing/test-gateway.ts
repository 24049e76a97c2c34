import type { FastifyInstance } from 'fastify'
import { loadAppTokenIssuer } from '../services/accounts'
import { services, wireGateway } from '../service-list'
import type { Service } from '../core/service'
import { loadConfig, withBoundPorts, type Config } from '../config'
import type { GatewayContext } from '../core/context'
import { openDatabase } from '../core/db/database'
import { openBus } from '../core/bus'
import { migrateAll } from './migrate-all'
import { registerApps } from '../apps/registry'
import { seedIfEmpty } from '../seed/seed'
import { sourceManifests } from './source-manifests'
import { buildShellSite } from '../sites/shell-site'
import { tempDir } from './temp-dir'
import { createTestDatabase, testServerUrl } from './pg-database'
import { codes } from '../core/errors'
import { issueCaptchaPass } from '../services/message'
import { startIntegrations } from '../integrations'
import { inject } from 'vitest'
import { copySqliteTemplate, ensureTemplates, type TemplatePlace } from './database-template'

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplates: TemplatePlace | undefined
  }
}

export interface Answer {
  status: number
  headers: Record<string, string | string[] | number | undefined>
  body: any
}

export interface TestGateway {
  app: FastifyInstance
  ctx: GatewayContext
  /** Moves the gateway clock; app tokens and session expiry follow it. */
  setNow(epochMs: number): void
  post(path: string, body?: unknown, token?: string, headers?: Record<string, string>): Promise<Answer>
  /**
   * Signs in and answers the session token (throws if the sign-in fails); a user of several tenants takes the first.
   * `headers` go with each call, e.g. a brand's `host`.
   */
  login(
    account: string,
    password: string,
    extra?: Record<string, unknown>,
    headers?: Record<string, string>,
  ): Promise<string>
  /** A pass token as if a person at `ip` had solved a captcha (the captcha itself is tested in services/accounts/captcha). */
  captchaPass(ip?: string): Promise<string>
  close(): Promise<void>
}

/** Services a test adds to the listed ones, e.g. one whose handlers hear what the gateway tells its listeners. */
export interface TestServices {
  services?: Service[]
}

/**
 * A shell site on a fresh, seeded database, driven with inject: a SQLite file in a temporary
 * folder, or, when the suite runs on PostgreSQL (`npm run test:pg`), a new database on that server; each a copy of
 * the run's migrated and seeded template (see global-setup.ts).
 */
export async function startTestGateway(
  overrides: Partial<Config> = {},
  extra: TestServices = {},
): Promise<TestGateway> {
  const dir = tempDir()
  const manifests = sourceManifests()
  const server = overrides.databaseUrl === undefined ? testServerUrl() : null
  const place = inject('databaseTemplates')
  const template = place ? await ensureTemplates(place) : null
  const pgDatabase = server
    ? await createTestDatabase(server, place?.pgServer === server ? place.pgDatabase : null)
    : null
  const wanted = loadConfig(
    {},
    {
      port: 4100,
      appsPort: 4101,
      dataDir: dir.path,
      distDir: `${dir.path}/dist`,
      databaseUrl: pgDatabase?.url ?? null,
      logLevel: 'silent',
      ...overrides,
    },
  )
  const config = withBoundPorts(wanted, { shell: wanted.port, apps: wanted.appsPort })
  if (!config.databaseUrl && template) copySqliteTemplate(template, config.dataDir)
  const db = openDatabase(config)
  await migrateAll(db)
  wireGateway(db, extra.services)
  await seedIfEmpty(db)
  registerApps(manifests)
  let now = Date.now()
  const clock = () => now
  const outside = await startIntegrations(config)
  const bus = await openBus(db, config)
  const ctx: GatewayContext = {
    config,
    db,
    now: clock,
    appTokens: await loadAppTokenIssuer(db, `${config.shellOrigin}/gateway`, clock),
    integrations: outside.integrations,
    bus,
  }
  for (const service of [...services, ...(extra.services ?? [])]) await service.onStart?.(ctx)
  const app = await buildShellSite(ctx)
  await app.ready()

  const post: TestGateway['post'] = async (path, body = {}, token, headers = {}) => {
    const response = await app.inject({
      method: 'POST',
      url: path,
      payload: body as object,
      headers: { ...(token ? { token } : {}), ...headers },
    })
    let parsed: unknown = response.body
    try {
      parsed = JSON.parse(response.body)
    } catch {
      /* not JSON: keep the text */
    }
    return { status: response.statusCode, headers: response.headers, body: parsed }
  }
  return {
    app,
    ctx,
    setNow: (epochMs) => {
      now = epochMs
    },
    post,
    captchaPass: (ip = '127.0.0.1') => issueCaptchaPass(ctx, ip),
    async login(account, password, extra = {}, headers = {}) {
      let answer = await post('/gateway/uac/account/login', { account, password, ...extra }, undefined, headers)
      // After a failed password of the account (or many from this address) a captcha is due: the harness stands in for a solved one
      // (the captcha itself is tested in services/accounts/captcha).
      if (answer.body.code === codes.captchaRequired) {
        const captchaToken = await issueCaptchaPass(ctx, '127.0.0.1')
        answer = await post(
          '/gateway/uac/account/login',
          { account, password, captchaToken, ...extra },
          undefined,
          headers,
        )
      }
      // A user of several tenants picks one (preLogin): the first, as the shell's list shows them.
      if (answer.body.code === 0 && answer.body.result.needTenant) {
        const { preLoginTicket, tenants } = answer.body.result
        answer = await post(
          '/gateway/tum/web/tenant/preLogin',
          { preLoginTicket, tenantId: tenants[0].tenantId },
          undefined,
          headers,
        )
      }
      if (answer.body.code !== 0) throw new Error(`login of ${account} failed: ${JSON.stringify(answer.body)}`)
      return answer.body.result.token as string
    },
    async close() {
      await app.close()
      await outside.close()
      await bus.close()
      await db.destroy()
      await pgDatabase?.drop()
      dir.remove()
    },
  }
}
