import { resolve } from 'node:path'
import {
  AMAP_SCRIPT_URL,
  type AgentModelConfig,
  ConfigError,
  type Env,
  checkPort,
  readAgentModel,
  readBrandHosts,
  readCount,
  readDatabaseUrl,
  readSqliteSync,
  type SqliteSync,
  readLogLevel,
  readMapScriptUrl,
  readOrigin,
  readPort,
  readSamplePorts,
  readTotpKey,
} from './config-readers'
import { readOutboundRules, type OutboundRules } from './core/outbound'
import { readTrustedProxies, type TrustedProxies } from './config-proxies'
import { readCaptchaProvider, type CaptchaProvider } from './config-captcha'
import { readEnvironment, refuseDevelopmentSettings, type Environment } from './environment'

export { AMAP_SCRIPT_URL, ConfigError, type AgentModelConfig } from './config-readers'

/** Everything the gateway reads from the environment, validated once at start. */
export interface Config {
  /** Port of the shell origin (static shell + gateway API). 0 picks a free port. */
  port: number
  /** Port of the first-party sub-app origin. 0 picks a free port. */
  appsPort: number
  /**
   * Ports of the sample vendor apps the demo starts on loopback (integrations/vendor-samples/), by app name:
   * VENDOR_SAMPLE_PORTS `supplier=4310,tour-shop=4311` (those are the defaults). An app not named gets a free port;
   * tests pass `{}` so every one does.
   */
  vendorSamplePorts: Record<string, number>
  /** Address the two servers listen on; `localhost` resolves to it, so both host names work. */
  host: string
  shellOrigin: string
  appsOrigin: string
  /** Folder for the SQLite file and other local state; created when missing. */
  dataDir: string
  /** PostgreSQL connection string; when null the SQLite file `<dataDir>/portal.db` is used. */
  databaseUrl: string | null
  /** How SQLite makes a commit durable (ignored on PostgreSQL): see readSqliteSync. */
  sqliteSync: SqliteSync
  /** Build output with `shell/` and `apps/<name>/` (vendor apps run on their own origins, installed per tenant). */
  distDir: string
  /** pino level of the request log; errors are always logged unless 'silent'. */
  logLevel: string
  /**
   * The environment this start runs as (HR_ENV; §9 a fixed 'pro' prefix): `pro` and `pro-<name>` are production,
   * any other name (default `dev`) is not. Unset, NODE_ENV=production means `pro`. Production turns `demo` off.
   */
  environment: Environment
  /**
   * Demo mode (`npm start`): an empty database gets the demo company, staff and accounts, and the
   * login page shows the demo hint. Off in production (`HR_ENV=pro`, `NODE_ENV=production` or `--no-demo`):
   * no demo data, the first administrator comes from `create-admin`, default secrets are refused.
   */
  demo: boolean
  /**
   * Whether the sites serve the build's `.map` files, named to developer tools by a `SourceMap` header on
   * each script (the scripts carry no `sourceMappingURL` comment). On with the demo (`npm start`), off in
   * production (`HR_ENV=pro`, `NODE_ENV=production` or `--no-demo`): a `.map` file then answers 404.
   */
  sourceMaps: boolean
  /**
   * Brands by host name (§1: the host's system code picks the brand): BRAND_HOSTS
   * `hr.weihai.example=weihai,…`. Each host serves the shell on the shell origin's scheme and port;
   * an unlisted host gets the default brand. Demo: weihai.localhost, jiahe.localhost, yunhai.localhost.
   */
  brandHosts: Record<string, string>
  /**
   * Origin phones reach the portal at, for the QR login's scan address (`QR_SCAN_ORIGIN`, e.g. a LAN
   * or public host name); null: the shell origin, when phones can reach it (qr-login/scan-address.ts).
   */
  qrScanOrigin: string | null
  /**
   * The AI assistant's model (services/agent): an OpenAI-compatible endpoint AGENT_MODEL_BASE_URL (e.g.
   * https://api.example.com/v1), AGENT_MODEL (the model name, required with the URL) and AGENT_MODEL_KEY (optional;
   * never sent to the browser). null: the embedded planner answers (the default).
   */
  agentModel: AgentModelConfig | null
  /**
   * The map script the clock-in page loads with the tenant's map key appended (MAP_SCRIPT_URL, ending where the key
   * goes, e.g. `https://webapi.amap.com/maps?v=2.0&key=`). null: the AMap JS API (`AMAP_SCRIPT_URL`), or in demo mode
   * the local stand-in served by the apps origin (mapScriptOf).
   */
  mapScriptUrl: string | null
  /** Per user: questions a minute (AGENT_QUESTIONS_PER_MINUTE, default 20) and tokens a UTC day (AGENT_DAILY_TOKENS, default 200 000). */
  agentLimits: { questionsPerMinute: number; dailyTokens: number }
  /**
   * The key authenticator secrets are encrypted with (TOTP_KEY, 64 hex digits = 32 bytes). null: a key made on
   * first use and kept in the database's totp_key table (services/accounts/totp/secret-box.ts).
   */
  totpKey?: string | null
  /**
   * Units of work a minute the whole deployment does for callers without a session (captchas drawn,
   * codes sent, QR tickets, registrations, single sign-on and messaging sign-in starts; PUBLIC_WORK_PER_MINUTE, default 1200), beyond each
   * route's own limits. One address may spend a tenth of it, one /24 or /64 network a quarter; past its share, or past
   * the whole, they answer 400115 'busy' (services/message/public-work.ts).
   */
  publicWorkPerMinute: number
  /**
   * The reverse proxies trusted to name the client in X-Forwarded-For (TRUSTED_PROXIES: a hop count, or their
   * addresses and CIDR ranges; config-proxies.ts). null (the default): the header is ignored. Every per-address
   * limit and log line uses the client address this yields (request.ip).
   */
  trustedProxies?: TrustedProxies
  /**
   * A hosted challenge provider (CAPTCHA_PROVIDER turnstile|hcaptcha, CAPTCHA_SITE_KEY, CAPTCHA_SECRET, CAPTCHA_VERIFY_URL;
   * config-captcha.ts): its challenge is offered beside the gateway's own puzzles. null (the default): none.
   */
  captchaProvider?: CaptchaProvider | null
  /**
   * Whether a tenant administrator may install an app from an http (not https) manifest URL on localhost or
   * 127.0.0.1 outside demo mode (APP_INSTALL_HTTP_LOCAL=1; demo mode always may). Other http URLs never.
   */
  installHttpLocal?: boolean
  /**
   * What an address given by a tenant administrator (a platform's API address) may name beside the platforms' official
   * hosts and public addresses: OUTBOUND_ALLOW_ORIGINS, and loopback (the development stand-ins) in demo mode only.
   */
  outbound: OutboundRules
}

/** The shell's origins: the configured one, then one per brand host (same scheme and port). */
export function shellOriginsOf(config: Pick<Config, 'shellOrigin' | 'brandHosts'>): string[] {
  if (!URL.canParse(config.shellOrigin)) return [config.shellOrigin]
  const url = new URL(config.shellOrigin)
  const port = url.port ? `:${url.port}` : ''
  return [config.shellOrigin, ...Object.keys(config.brandHosts).map((host) => `${url.protocol}//${host}${port}`)]
}

/**
 * Reads and validates the configuration; throws a ConfigError naming the bad variable.
 * @example loadConfig(process.env, { port: 0 })
 */
export function loadConfig(env: Env = process.env, overrides: Partial<Config> = {}): Config {
  const cwd = process.cwd()
  const port = overrides.port ?? readPort(env, 'PORT', 4100)
  const appsPort = overrides.appsPort ?? readPort(env, 'APPS_PORT', 4101)
  checkPort('port', port)
  checkPort('appsPort', appsPort)
  const host = overrides.host ?? (env.HOST || '127.0.0.1')
  const dataDir = resolve(cwd, overrides.dataDir ?? (env.DATA_DIR || '.data'))
  const distDir = resolve(cwd, overrides.distDir ?? (env.DIST_DIR || 'dist'))
  const environment = overrides.environment ?? readEnvironment(env)
  refuseDevelopmentSettings(environment, env)
  const demo = overrides.demo ?? !environment.production
  if (demo && environment.production)
    throw new ConfigError(
      `HR_ENV "${environment.name}" is a production environment: demo data and the development stand-ins are refused`,
    )
  return {
    port,
    appsPort,
    host,
    shellOrigin: overrides.shellOrigin ?? readOrigin(env, 'SHELL_ORIGIN', `http://localhost:${port}`),
    appsOrigin: overrides.appsOrigin ?? readOrigin(env, 'APPS_ORIGIN', `http://127.0.0.1:${appsPort}`),
    vendorSamplePorts: overrides.vendorSamplePorts ?? readSamplePorts(env),
    dataDir,
    databaseUrl: overrides.databaseUrl !== undefined ? overrides.databaseUrl : readDatabaseUrl(env),
    sqliteSync: overrides.sqliteSync ?? readSqliteSync(env),
    distDir,
    logLevel: overrides.logLevel ?? readLogLevel(env),
    environment,
    demo,
    sourceMaps: overrides.sourceMaps ?? demo,
    brandHosts: overrides.brandHosts ?? readBrandHosts(env, demo),
    qrScanOrigin:
      overrides.qrScanOrigin !== undefined
        ? overrides.qrScanOrigin
        : env.QR_SCAN_ORIGIN
          ? readOrigin(env, 'QR_SCAN_ORIGIN', '')
          : null,
    agentModel: overrides.agentModel !== undefined ? overrides.agentModel : readAgentModel(env),
    mapScriptUrl: overrides.mapScriptUrl !== undefined ? overrides.mapScriptUrl : readMapScriptUrl(env),
    agentLimits: overrides.agentLimits ?? {
      questionsPerMinute: readCount(env, 'AGENT_QUESTIONS_PER_MINUTE', 20, 10_000),
      dailyTokens: readCount(env, 'AGENT_DAILY_TOKENS', 200_000, 1_000_000_000),
    },
    totpKey: overrides.totpKey !== undefined ? overrides.totpKey : readTotpKey(env),
    publicWorkPerMinute: overrides.publicWorkPerMinute ?? readCount(env, 'PUBLIC_WORK_PER_MINUTE', 1200, 1_000_000),
    installHttpLocal: overrides.installHttpLocal ?? env.APP_INSTALL_HTTP_LOCAL === '1',
    trustedProxies: overrides.trustedProxies !== undefined ? overrides.trustedProxies : readTrustedProxies(env),
    captchaProvider: overrides.captchaProvider !== undefined ? overrides.captchaProvider : readCaptchaProvider(env),
    outbound: overrides.outbound ?? outboundRules(env, demo),
  }
}

function outboundRules(env: Env, demo: boolean): OutboundRules {
  const rules = readOutboundRules(env, demo)
  if (typeof rules === 'string') throw new ConfigError(rules)
  return rules
}

/** Where the apps origin serves the map stand-in in demo mode (sites/map-stand-in.ts): the AMap API's part the clock-in page uses. */
export const MAP_STAND_IN_PATH = '/_dev/map/maps'

/** The map script URL the key is appended to: the configured one, else the demo stand-in or the AMap API. */
export function mapScriptOf(config: Config): string {
  return config.mapScriptUrl ?? (config.demo ? `${config.appsOrigin}${MAP_STAND_IN_PATH}?v=2.0&key=` : AMAP_SCRIPT_URL)
}

/** Bound ports of the servers, known only after listening: the shell's and the first-party apps'. */
export interface BoundPorts {
  shell: number
  apps: number
}

/**
 * Fills in ports and origins once the servers listen: a configured port 0 means "any free port",
 * so its origin can only be known now and is derived from the port actually bound.
 */
export function withBoundPorts(config: Config, bound: BoundPorts): Config {
  return {
    ...config,
    port: bound.shell,
    appsPort: bound.apps,
    shellOrigin: config.port === 0 ? `http://localhost:${bound.shell}` : config.shellOrigin,
    appsOrigin: config.appsPort === 0 ? `http://127.0.0.1:${bound.apps}` : config.appsOrigin,
  }
}
