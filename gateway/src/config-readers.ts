// Readers of single environment variables: each validates its value and throws a ConfigError naming the variable.

export interface AgentModelConfig {
  baseUrl: string
  model: string
  key: string | null
  /** The longest one answer may take (default 60 s; tests shorten it). */
  timeoutMs?: number
}

export function readAgentModel(env: Env): AgentModelConfig | null {
  const baseUrl = env.AGENT_MODEL_BASE_URL?.trim()
  if (!baseUrl) return null
  let url: URL
  try {
    url = new URL(baseUrl)
  } catch {
    throw new ConfigError(`AGENT_MODEL_BASE_URL must be a URL such as https://api.example.com/v1, got "${baseUrl}"`)
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new ConfigError(`AGENT_MODEL_BASE_URL must use http or https, got "${baseUrl}"`)
  const model = env.AGENT_MODEL?.trim()
  if (!model) throw new ConfigError('AGENT_MODEL must name the model when AGENT_MODEL_BASE_URL is set')
  return { baseUrl: baseUrl.replace(/\/+$/, ''), model, key: env.AGENT_MODEL_KEY?.trim() || null }
}

export class ConfigError extends Error {
  override name = 'ConfigError'
}

export type Env = Record<string, string | undefined>

export function readCount(env: Env, key: string, fallback: number, max: number): number {
  const raw = env[key]
  if (raw === undefined || raw === '') return fallback
  const value = Number(raw)
  if (!Number.isInteger(value) || value < 1 || value > max)
    throw new ConfigError(`${key} must be an integer from 1 to ${max}, got "${raw}"`)
  return value
}

export function readPort(env: Env, key: string, fallback: number): number {
  const raw = env[key]
  if (raw === undefined || raw === '') return fallback
  const port = Number(raw)
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new ConfigError(`${key} must be an integer port between 0 and 65535, got "${raw}"`)
  }
  return port
}

export function readOrigin(env: Env, key: string, fallback: string): string {
  const raw = env[key] || fallback
  let url: URL
  try {
    url = new URL(raw)
  } catch {
    throw new ConfigError(`${key} must be an origin such as http://localhost:4100, got "${raw}"`)
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new ConfigError(`${key} must use http or https, got "${raw}"`)
  }
  if (url.pathname !== '/' || url.search || url.hash) {
    throw new ConfigError(`${key} must be an origin without a path, got "${raw}"`)
  }
  return url.origin
}

const DEFAULT_SAMPLE_PORTS: Record<string, number> = { supplier: 4310, 'tour-shop': 4311 }

const APP_NAME = /^[a-z][a-z0-9-]{0,40}$/

export function readSamplePorts(env: Env): Record<string, number> {
  const ports: Record<string, number> = { ...DEFAULT_SAMPLE_PORTS }
  for (const pair of (env.VENDOR_SAMPLE_PORTS ?? '')
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean)) {
    const [name, port, extra] = pair.split('=').map((part) => part.trim())
    if (!name || !port || extra !== undefined || !APP_NAME.test(name)) {
      throw new ConfigError(`VENDOR_SAMPLE_PORTS must be app=port pairs separated by commas, got "${pair}"`)
    }
    ports[name] = readPort({ VENDOR_SAMPLE_PORTS: port }, 'VENDOR_SAMPLE_PORTS', 0)
  }
  return ports
}

export function readDatabaseUrl(env: Env): string | null {
  const raw = env.DATABASE_URL
  if (!raw) return null
  if (!/^postgres(ql)?:\/\//.test(raw)) {
    throw new ConfigError('DATABASE_URL must start with postgres:// or postgresql://')
  }
  return raw
}

/**
 * SQLite's `synchronous` in WAL mode: 'normal' (a commit survives the process being killed; the last commits before a
 * power cut or an operating-system crash may roll back; the file never corrupts) or 'full' (each commit waits for the
 * disk: 2.6 ms a commit against 0.03 ms on the development machine's disk).
 */
export type SqliteSync = 'normal' | 'full'

export function readSqliteSync(env: Env): SqliteSync {
  const raw = env.SQLITE_SYNC || 'normal'
  if (raw !== 'normal' && raw !== 'full') throw new ConfigError(`SQLITE_SYNC must be normal or full, got "${raw}"`)
  return raw
}

const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']

export function readLogLevel(env: Env): string {
  const raw = env.LOG_LEVEL || 'warn'
  if (!logLevels.includes(raw)) throw new ConfigError(`LOG_LEVEL must be one of ${logLevels.join(', ')}, got "${raw}"`)
  return raw
}

const HOST_NAME = /^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/
const SYS_CODE = /^[a-z][a-z0-9_-]{0,39}$/
const DEMO_BRAND_HOSTS = { 'weihai.localhost': 'weihai', 'jiahe.localhost': 'jiahe', 'yunhai.localhost': 'yunhai' }

export function readBrandHosts(env: Env, demo: boolean): Record<string, string> {
  if (env.BRAND_HOSTS === undefined) return demo ? { ...DEMO_BRAND_HOSTS } : {}
  const hosts: Record<string, string> = Object.create(null)
  for (const pair of env.BRAND_HOSTS.split(',')
    .map((p) => p.trim())
    .filter(Boolean)) {
    const [host, code, extra] = pair.split('=').map((part) => part.trim().toLowerCase())
    if (!host || !code || extra !== undefined || !HOST_NAME.test(host) || !SYS_CODE.test(code)) {
      throw new ConfigError(`BRAND_HOSTS must be host=systemCode pairs separated by commas, got "${pair}"`)
    }
    hosts[host] = code
  }
  return hosts
}

export function checkPort(name: string, port: number): void {
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new ConfigError(`${name} must be an integer port between 0 and 65535, got "${port}"`)
  }
}

/** The AMap (Gaode) JS API 2.0, the map service of the `gaodeMapKey` query condition item; the key is appended. */
export const AMAP_SCRIPT_URL = 'https://webapi.amap.com/maps?v=2.0&key='

export function readMapScriptUrl(env: Env): string | null {
  const raw = env.MAP_SCRIPT_URL?.trim()
  if (!raw) return null
  let url: URL
  try {
    url = new URL(raw)
  } catch {
    throw new ConfigError(`MAP_SCRIPT_URL must be a URL such as ${AMAP_SCRIPT_URL}, got "${raw}"`)
  }
  if (
    url.protocol !== 'https:' &&
    !(url.protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname))
  ) {
    throw new ConfigError(`MAP_SCRIPT_URL must use https (http only on localhost), got "${raw}"`)
  }
  return raw
}

export function readTotpKey(env: Env): string | null {
  const key = env.TOTP_KEY?.trim()
  if (!key) return null
  if (!/^[0-9a-fA-F]{64}$/.test(key)) throw new ConfigError('TOTP_KEY must be 64 hexadecimal digits (32 bytes)')
  return key.toLowerCase()
}
