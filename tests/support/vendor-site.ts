// A vendor's own site for the install tests: its manifest.json (what the test publishes) and the installable
// fixture's pages (tests/fixtures/installable, built by `node build.mjs --with-fixtures`), on 127.0.0.1, port 0.
import { readFile } from 'node:fs/promises'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { extname, join, normalize, resolve } from 'node:path'

export interface VendorSite {
  origin: string
  /** The manifest `/manifest.json` answers from now on. */
  publish(manifest: unknown): void
  /** The shell the pages connect to (their hr-portal-config), known once the product runs. */
  setShell(origin: string): void
  close(): Promise<void>
}

const TYPES: Record<string, string> = {
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.map': 'application/json',
  '.svg': 'image/svg+xml',
}

export async function startVendorSite(): Promise<VendorSite> {
  const pages = resolve(process.cwd(), process.env.DIST_DIR || 'dist', 'fixtures/installable')
  let manifest: unknown = {}
  let shell = ''
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://site').pathname
    void (async () => {
      if (path === '/manifest.json')
        return void res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(manifest))
      if (path.startsWith('/app/assets/')) {
        const file = normalize(join(pages, path.slice('/app/'.length)))
        if (!file.startsWith(pages)) return void res.writeHead(404).end()
        const body = await readFile(file).catch(() => null)
        return void (body
          ? res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' }).end(body)
          : res.writeHead(404).end())
      }
      if (path.startsWith('/app/')) {
        const config = JSON.stringify({ shellOrigin: shell, shellOrigins: [shell], gatewayUrl: `${shell}/gateway` })
        const html = (await readFile(join(pages, 'index.html'), 'utf8')).replace(
          '<!--hr-portal-config-->',
          `<script id="hr-portal-config" type="application/json">${config}</script>`,
        )
        return void res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html)
      }
      res.writeHead(404).end()
    })().catch(() => res.writeHead(500).end())
  })
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  const { port } = server.address() as AddressInfo
  return {
    origin: `http://127.0.0.1:${port}`,
    publish: (next) => {
      manifest = next
    },
    setShell: (origin) => {
      shell = origin
    },
    close: () =>
      new Promise((done) => {
        server.closeAllConnections()
        server.close(() => done())
      }),
  }
}
