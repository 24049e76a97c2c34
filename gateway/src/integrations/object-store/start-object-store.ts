import { randomBytes } from 'node:crypto'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Config } from '../../config'
import type { IntegrationPart } from '../index'
import { localStore } from './local-store'
import { s3Store } from './s3-store'
import type { ObjectStore } from './types'

/** The file centre's storage: the store, the object path prefix and the signed-link settings. */
export interface FileStorage {
  store: ObjectStore
  /** First segment of every object path (OBJECT_STORE_PREFIX, default `files`). */
  prefix: string
  /** HMAC secret of the gateway's signed file links (FILE_LINK_SECRET, or a random one kept in the data directory). */
  linkSecret: string
  /** Lifetime of signed file links in seconds (FILE_LINK_TTL_SECONDS, default 86400: §9 about 1 day). */
  linkTtlSeconds: number
}

type Env = Record<string, string | undefined>

const DAY = 86_400

function linkSecretOf(config: Config, env: Env): string {
  const configured = env.FILE_LINK_SECRET?.trim()
  if (configured) {
    if (configured.length < 32) throw new Error('FILE_LINK_SECRET must be at least 32 characters long')
    return configured
  }
  // One random secret per data directory, so links survive restarts; several gateway processes on
  // one PostgreSQL database without a shared data directory must set FILE_LINK_SECRET.
  const file = join(config.dataDir, 'file-link.key')
  try {
    return readFileSync(file, 'utf8').trim()
  } catch {
    mkdirSync(config.dataDir, { recursive: true })
    const secret = randomBytes(32).toString('base64url')
    writeFileSync(file, secret, { mode: 0o600 })
    return secret
  }
}

function ttlOf(env: Env): number {
  const raw = env.FILE_LINK_TTL_SECONDS
  if (!raw) return DAY
  const seconds = Number(raw)
  if (!Number.isInteger(seconds) || seconds < 1 || seconds > 7 * DAY)
    throw new Error('FILE_LINK_TTL_SECONDS must be a whole number of seconds from 1 to 604800')
  return seconds
}

/** The S3 store when OBJECT_STORE_BUCKET is set (with OBJECT_STORE_ENDPOINT, _REGION, _ACCESS_KEY, _SECRET_KEY, _PATH_STYLE), else the local disk. */
export function objectStoreOf(config: Config, env: Env): ObjectStore {
  const bucket = env.OBJECT_STORE_BUCKET?.trim()
  if (!bucket) return localStore(join(config.dataDir, 'objects'))
  const accessKeyId = env.OBJECT_STORE_ACCESS_KEY ?? ''
  const secretAccessKey = env.OBJECT_STORE_SECRET_KEY ?? ''
  if (!accessKeyId || !secretAccessKey)
    throw new Error('OBJECT_STORE_ACCESS_KEY and OBJECT_STORE_SECRET_KEY are needed with OBJECT_STORE_BUCKET')
  return s3Store({
    endpoint: env.OBJECT_STORE_ENDPOINT?.trim() || null,
    region: env.OBJECT_STORE_REGION?.trim() || 'us-east-1',
    bucket,
    accessKeyId,
    secretAccessKey,
    forcePathStyle: env.OBJECT_STORE_PATH_STYLE === 'true' || env.OBJECT_STORE_PATH_STYLE === '1',
  })
}

/** Starts the file storage from the environment (docs/operations.md, "Configuration"). */
export async function startFileStorage(config: Config, env: Env): Promise<IntegrationPart<'files'>> {
  const prefix = env.OBJECT_STORE_PREFIX?.trim() || 'files'
  if (!/^[A-Za-z0-9_-]{1,40}$/.test(prefix))
    throw new Error('OBJECT_STORE_PREFIX must be 1 to 40 letters, digits, _ or -')
  return {
    key: 'files',
    value: {
      store: objectStoreOf(config, env),
      prefix,
      linkSecret: linkSecretOf(config, env),
      linkTtlSeconds: ttlOf(env),
    },
  }
}
