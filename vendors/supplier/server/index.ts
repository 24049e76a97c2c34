import { mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { JWTVerifyGetKey } from 'jose'
import { buildApp } from './app'
import { today } from './dates'
import { diskFiles } from './store/files'
import { migrate } from './store/schema'
import SQLite from 'better-sqlite3'

export interface StartOptions {
  /** Address to listen on; default 127.0.0.1. */
  host?: string
  /** Port to listen on; 0 picks a free one. Default 4310. */
  port?: number
  /** The portal's address, e.g. `http://localhost:4100`: app tokens are verified against its published keys. */
  portalUrl: string
  /** The portal shell's origins that may frame the app; default the portal's origin. */
  shellOrigins?: string[]
  /** Folder of `supplier.sqlite` and the documents (`files/<tenant>/<id>`); `:memory:` keeps both only while running. */
  dataDir: string
  /** The app's public address when it differs from `http://<host>:<port>` (a proxy in front of it). */
  publicUrl?: string
  /** The built pages; default `public/` beside the server bundle. */
  publicDir?: string
  /** The time zone of "today" for document expiry; default Asia/Shanghai. */
  timeZone?: string
  /** The signing keys; default the portal's JWKS. For tests. */
  keys?: JWTVerifyGetKey
  now?: () => number
  /** pino level; default warn. */
  logLevel?: string
}

export interface RunningSupplierApp {
  /** The app's origin, e.g. `http://127.0.0.1:4310`; its manifest is `<url>/manifest.json`. */
  url: string
  close(): Promise<void>
}

const here = dirname(fileURLToPath(import.meta.url))

/**
 * Starts the supplier app's server: its manifest at `/manifest.json`, its pages under `/app/`, its API under `/api/`.
 * @example const app = await start({ port: 0, portalUrl: 'http://localhost:4100', dataDir: '.data/vendors/supplier' })
 */
export async function start(options: StartOptions): Promise<RunningSupplierApp> {
  const portalUrl = new URL(options.portalUrl).href.replace(/\/+$/, '')
  const host = options.host ?? '127.0.0.1'
  const now = options.now ?? Date.now
  const timeZone = options.timeZone ?? 'Asia/Shanghai'
  const inMemory = options.dataDir === ':memory:'
  const fileDir = inMemory ? mkdtempSync(join(tmpdir(), 'supplier-files-')) : join(options.dataDir, 'files')
  if (!inMemory) mkdirSync(options.dataDir, { recursive: true })
  const db = new SQLite(inMemory ? ':memory:' : join(options.dataDir, 'supplier.sqlite'))
  db.pragma('journal_mode = WAL')
  migrate(db)
  const backend = { db, files: diskFiles(fileDir), now, today: () => today(now(), timeZone) }
  let publicUrl = options.publicUrl?.replace(/\/+$/, '') ?? ''
  const app = await buildApp({
    backend,
    keys: options.keys,
    logLevel: options.logLevel ?? 'warn',
    portalUrl,
    shellOrigins: options.shellOrigins ?? [new URL(portalUrl).origin],
    publicDir: options.publicDir ?? join(here, 'public'),
    publicUrl: () => publicUrl,
  })
  try {
    await app.listen({ host, port: options.port ?? 4310 })
  } catch (error) {
    db.close()
    throw error
  }
  const { port } = app.server.address() as { port: number }
  publicUrl ||= `http://${host.includes(':') ? `[${host}]` : host}:${port}`
  return {
    url: publicUrl,
    async close() {
      await app.close()
      db.close()
      if (inMemory) rmSync(fileDir, { recursive: true, force: true })
    },
  }
}
