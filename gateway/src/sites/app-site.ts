import type { FastifyInstance, FastifyReply } from 'fastify'
import { readdir, readFile } from 'node:fs/promises'
import type { Server } from 'node:http'
import { join } from 'node:path'
import { MAP_STAND_IN_PATH, shellOriginsOf, type Config } from '../config'
import { createServer } from '../core/http/create-server'
import { notFoundAnswer } from '../core/http/error-handler'
import { MAP_STAND_IN_SCRIPT } from './map-stand-in'
import { injectPageConfig } from './page-config'
import { reportingEndpoints } from './csp-reporting'
import { isPagePath, subAppPolicy } from './policies'
import { installSecurityHeaders } from './security-headers'
import { sparePage, SPARE_PATH, SPARE_SCRIPT, SPARE_SCRIPT_PATH } from './spare-page'
import { serveAssets } from './static-assets'

const APP_NAME = /^[a-z0-9][a-z0-9-]{0,62}$/

/**
 * The page a path of app `name` is answered with: its widgets' own page (widgets.html, only what a dashboard
 * widget needs) under `/<name>/widgets/` when the app has one, else its index.html; null when there is none.
 */
async function pageOf(root: string, name: string, path: string): Promise<string | null> {
  const files = path.startsWith(`/${name}/widgets/`) ? ['widgets.html', 'index.html'] : ['index.html']
  for (const file of files) {
    try {
      return await readFile(join(root, name, file), 'utf8')
    } catch {
      // the next candidate
    }
  }
  return null
}

/**
 * The first-party sub-app origin: `<root>/<name>/` under `/<name>/`, with fallback to that app's index.html
 * (or its widgets' page) for extension-less paths, the portal config injected, and a CSP that lets only the shell
 * frame it. Vendor apps are never served here: they run on their own origins. The pages of the apps named in
 * `leftOut` (development tools in production) answer 404.
 */
export async function buildAppSite(
  config: Config,
  root: string,
  server?: Server,
  leftOut: string[] = [],
): Promise<FastifyInstance> {
  const app = await createServer({ logLevel: config.logLevel, server, trustProxy: config.trustedProxies })
  installSecurityHeaders(app, { kind: 'app', origin: config.appsOrigin, shellOrigin: shellOriginsOf(config).join(' ') })
  await serveAssets(app, root, { sourceMaps: config.sourceMaps })

  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0]
    // The default CSP (nothing loads; only the shell may frame it) comes from the security headers.
    // Demo mode without MAP_SCRIPT_URL: the map stand-in the clock-in page loads (config.ts mapScriptOf).
    if (path === MAP_STAND_IN_PATH && request.method === 'GET' && config.demo && config.mapScriptUrl === null) {
      return reply.header('Cache-Control', 'no-cache').type('text/javascript; charset=utf-8').send(MAP_STAND_IN_SCRIPT)
    }
    // The spare page (no app can be named so) runs under the app pages' own headers: it becomes one of them.
    if (path === SPARE_SCRIPT_PATH && request.method === 'GET') {
      return reply.header('Cache-Control', 'no-cache').type('text/javascript; charset=utf-8').send(SPARE_SCRIPT)
    }
    if (path === SPARE_PATH && request.method === 'GET')
      return pageAnswer(reply, config, sparePage(await appPages(root, leftOut, config)))
    const name = path.split('/')[1] ?? ''
    const isGet = request.method === 'GET' || request.method === 'HEAD'
    if (
      !isGet ||
      !APP_NAME.test(name) ||
      leftOut.includes(name) ||
      !(isPagePath(path) || path.endsWith('/index.html'))
    ) {
      return reply.status(404).send(notFoundAnswer())
    }
    const html = await pageOf(root, name, path)
    if (html === null) return reply.status(404).send(notFoundAnswer())
    return pageAnswer(reply, config, injectPageConfig(html, config))
  })
  return app
}

/** Every app's page as its paths are answered (index.html, the config injected), by app name. */
async function appPages(root: string, leftOut: string[], config: Config): Promise<Record<string, string>> {
  const names = (await readdir(root).catch(() => [] as string[])).filter(
    (name) => APP_NAME.test(name) && !leftOut.includes(name),
  )
  const pages = await Promise.all(names.map(async (name) => [name, await pageOf(root, name, `/${name}/`)] as const))
  return Object.fromEntries(
    pages.filter(([, html]) => html !== null).map(([name, html]) => [name, injectPageConfig(html!, config)]),
  )
}

/** An app page's answer: its CSP, reporting endpoints and agent cluster, revalidated on every load. */
function pageAnswer(reply: FastifyReply, config: Config, html: string): FastifyReply {
  const endpoints = reportingEndpoints(config, 'app')
  if (endpoints) reply.header('Reporting-Endpoints', endpoints)
  return (
    reply
      .header('Content-Security-Policy', subAppPolicy(config))
      .header('Cache-Control', 'no-cache')
      // Origin-keyed agent cluster: no document.domain relaxation between app origins of one site.
      .header('Origin-Agent-Cluster', '?1')
      .type('text/html; charset=utf-8')
      .send(html)
  )
}
