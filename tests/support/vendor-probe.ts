// A vendor app for tests: the built probe page (tests/fixtures/probe) served from an origin of its own, and
// installed for a tenant by writing its `app_install` row straight into the product's database (as the install
// route would after consent).
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { readFile } from 'node:fs/promises'
import { extname, join, resolve } from 'node:path'
import SQLite from 'better-sqlite3'
import { installedAppRow, type InstalledAppSpec } from '../../gateway/src/testing/installed-app-row'
import { databaseOf } from './product'

const TYPES: Record<string, string> = {
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.map': 'application/json',
  '.svg': 'image/svg+xml',
}

export interface ProbeOrigin {
  /** `http://127.0.0.1:<port>`: the probe's page is under `/<app code>/`. */
  origin: string
  /** Page loads by path, newest last. */
  pages: string[]
  close(): Promise<void>
}

/**
 * Serves the built probe on a free port of 127.0.0.1: any `/<code>/…` page is the probe's page with the portal
 * config of `shell` (the probe reads its name from the path), its assets under `/probe/assets/`. Only the shell
 * may frame it.
 */
export async function startProbeOrigin(shell: string): Promise<ProbeOrigin> {
  const root = join(resolve(process.cwd(), process.env.DIST_DIR || 'dist'), 'apps/probe')
  const config = JSON.stringify({ shellOrigin: shell, shellOrigins: [shell], gatewayUrl: `${shell}/gateway` })
  const pages: string[] = []
  const server: Server = createServer((request, response) => {
    void (async () => {
      const path = new URL(request.url ?? '/', 'http://x').pathname
      const asset = /^\/[a-z0-9-]+\/assets\/([\w.-]+)$/.exec(path)
      try {
        if (asset) {
          response.writeHead(200, { 'content-type': TYPES[extname(asset[1])] ?? 'application/octet-stream' })
          return response.end(await readFile(join(root, 'assets', asset[1])))
        }
        if (!/^\/[a-z0-9-]+\/[^.]*$/.test(path)) throw new Error('not a page')
        pages.push(path)
        const html = (await readFile(join(root, 'index.html'), 'utf8')).replace(
          '<!--hr-portal-config-->',
          `<script id="hr-portal-config" type="application/json">${config}</script>`,
        )
        response.writeHead(200, {
          'content-type': 'text/html; charset=utf-8',
          'content-security-policy': `frame-ancestors ${shell}`,
          'cache-control': 'no-cache',
        })
        response.end(html)
      } catch {
        response.writeHead(404).end()
      }
    })()
  })
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return {
    origin,
    pages,
    close: () =>
      new Promise<void>((done) => {
        server.closeAllConnections()
        server.close(() => done())
      }),
  }
}

/**
 * Installs the probe as app `code` for `tenantId` of the product serving `shell`, its pages at `entry`; `widgets`
 * for its manifest's dashboard widgets.
 */
export function installProbe(
  shell: string,
  code: string,
  entry: string,
  tenantId = 1,
  widgets?: InstalledAppSpec['widgets'],
): void {
  const db = new SQLite(databaseOf(shell))
  try {
    const { next } = db.prepare('select coalesce(max(id), 0) + 1 as next from app_install').get() as { next: number }
    const row = installedAppRow({ tenantId, id: next, code, entry, widgets })
    const columns = Object.keys(row)
    db.prepare(
      `insert into app_install (${columns.join(', ')}) values (${columns.map((c) => `@${c}`).join(', ')})`,
    ).run(row)
  } finally {
    db.close()
  }
}

/** Removes what installProbe wrote, and developer mode's builds of the app. */
export function uninstallProbe(shell: string, code: string): void {
  const db = new SQLite(databaseOf(shell))
  try {
    db.prepare('delete from app_install where code = ?').run(code)
    db.prepare('delete from app_dev_build where code = ?').run(code)
  } finally {
    db.close()
  }
}
