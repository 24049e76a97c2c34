import { ConfigError, type Env } from './config-readers'
import type { ConfigVariable } from './config-variable'

/** §9 "Environment switching uses a fixed 'pro' prefix": `pro` and `pro-<name>` are production environments. */
export const PRODUCTION_PREFIX = 'pro'

/** The environment a start runs as (HR_ENV), and whether it is production. */
export interface Environment {
  /** `dev` (the default), `test`, `uat`, `pro`, `pro-eu` …: lower-case letters and digits, parts joined by hyphens. */
  name: string
  /** `pro` or `pro-<name>`: no demo data, no development stand-ins, no development settings. */
  production: boolean
}

const NAME = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/

/** Whether an environment name is a production one: the fixed prefix, alone or before a hyphen. */
export const isProductionName = (name: string): boolean =>
  name === PRODUCTION_PREFIX || name.startsWith(`${PRODUCTION_PREFIX}-`)

/**
 * Reads HR_ENV, checked once at start: unset, it is `pro` under NODE_ENV=production and `dev` otherwise. A name that
 * starts with the prefix but is not `pro` or `pro-<name>` (`prod`, `production`) is refused rather than guessed, and
 * so is a development name beside NODE_ENV=production: a production start is never taken for a development one.
 */
export function readEnvironment(env: Env): Environment {
  const raw = env.HR_ENV?.trim()
  if (!raw)
    return env.NODE_ENV === 'production'
      ? { name: PRODUCTION_PREFIX, production: true }
      : { name: 'dev', production: false }
  if (raw.length > 32 || !NAME.test(raw)) {
    throw new ConfigError(
      `HR_ENV must be lower-case letters and digits, parts joined by hyphens (dev, test, pro, pro-eu …), got "${raw}"`,
    )
  }
  const production = isProductionName(raw)
  if (!production && raw.startsWith(PRODUCTION_PREFIX)) {
    throw new ConfigError(
      `HR_ENV "${raw}" is ambiguous: production environments are named "pro" or "pro-<name>"; other names are development or test environments`,
    )
  }
  if (!production && env.NODE_ENV === 'production') {
    throw new ConfigError(
      `HR_ENV "${raw}" is not a production environment but NODE_ENV is production; use HR_ENV=pro (or pro-<name>)`,
    )
  }
  return { name: raw, production }
}

/** Settings that only make sense beside the development stand-ins; a production environment refuses them instead of ignoring them. */
const DEVELOPMENT_SETTINGS: Record<string, string> = {
  VENDOR_SAMPLE_PORTS: 'the sample vendor apps are development stand-ins; production starts none',
  APP_INSTALL_HTTP_LOCAL: 'apps are installed from https manifest URLs in production',
}

/** Throws when a production environment is given a development setting (named, with why). */
export function refuseDevelopmentSettings(environment: Environment, env: Env): void {
  if (!environment.production) return
  for (const [key, why] of Object.entries(DEVELOPMENT_SETTINGS)) {
    if (env[key] !== undefined && env[key] !== '')
      throw new ConfigError(`${key} is a development setting and HR_ENV is "${environment.name}": ${why}`)
  }
}

/** What readEnvironment reads, for the configuration table. */
export const ENVIRONMENT_VARIABLES: ConfigVariable[] = [
  {
    names: ['HR_ENV'],
    default: '`dev` (`pro` under `NODE_ENV=production`)',
    meaning:
      "the environment's name: `pro` or `pro-<name>` is production (no demo data, stand-ins or development settings; first administrator by `create-admin`; default secrets refused), any other name is not; a name that only looks like production (`prod`, `production`) stops the start; see [Production](#production)",
  },
  {
    names: ['NODE_ENV'],
    default: '(unset: demo mode)',
    meaning:
      "`production`: the same as `HR_ENV=pro` when `HR_ENV` is unset (demo mode off, as with the CLI's `--no-demo`: no demo data, no local stand-ins, no dev outbox, no default brand hosts); beside a non-production `HR_ENV` the start is refused",
  },
]
