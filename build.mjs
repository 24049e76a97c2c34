// Builds every part of the product into dist/ with esbuild's JS API.
//   node build.mjs            one production build (minified, external source maps, hashed chunks)
//   node build.mjs --watch    rebuild on change
import * as esbuild from 'esbuild'
import { existsSync, readdirSync, readFileSync, mkdirSync, rmSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { fixturePages, writeFixtureCopies } from './scripts/build-fixtures.mjs'
import { buildSdkSample } from './scripts/sdk-sample.mjs'
import { bridgeCliOptions, nodeBundleOptions, vendorServerOptions } from './scripts/build-cli.mjs'
import { precompress } from './scripts/precompress.mjs'
import { PORTAL_PAGE, SIGNED_IN_GROUP, writeHtml } from './scripts/build-html.mjs'
import { shellCoreChunk } from './shell/core-chunk.mjs'

const root = dirname(fileURLToPath(import.meta.url))
// DIST_DIR (the same variable the gateway reads) moves the output, e.g. for a parallel build.
const dist = resolve(root, process.env.DIST_DIR || 'dist')
const watch = process.argv.includes('--watch')
// Test-only sub-apps (tests/fixtures): never part of a normal build.
const withFixtures = process.argv.includes('--with-fixtures')

/** A web page: one HTML template plus one entry, served under `publicPath`. */
function page(name, dir, outdir, publicPath) {
  return {
    name,
    // A page of its own when the folder has one, else the shared sub-app page.
    html: existsSync(join(root, dir, 'index.html'))
      ? join(root, dir, 'index.html')
      : join(root, 'assets/pages/sub-app.html'),
    options: {
      entryPoints: { main: join(root, dir, 'src/main.tsx') },
      outdir: join(dist, outdir, 'assets'),
      publicPath: `${publicPath}assets/`,
      bundle: true,
      splitting: true,
      format: 'esm',
      platform: 'browser',
      target: ['chrome115', 'firefox115', 'safari16'],
      entryNames: '[name]-[hash]',
      chunkNames: 'chunk-[hash]',
      assetNames: '[name]-[hash]',
      loader: { '.svg': 'file', '.png': 'file', '.woff2': 'file' },
      jsx: 'automatic',
      // Workspace packages are compiled from their sources (bridge/package.json's `hr-portal:source` condition).
      conditions: ['hr-portal:source'],
      minify: true,
      // Maps beside the files but no `sourceMappingURL` comment: the gateway names them in a SourceMap
      // header in development and refuses them in production.
      sourcemap: 'external',
      metafile: true,
      define: {
        'process.env.NODE_ENV': '"production"',
        // Sub-apps may have the shell origin fixed at build time; otherwise the origin server's
        // deployment config in the page supplies it (see bridge/src/app-config.ts).
        __HR_SHELL_ORIGIN__: JSON.stringify(process.env.SHELL_ORIGIN ?? ''),
        __HR_GATEWAY_URL__: JSON.stringify(process.env.SHELL_ORIGIN ? `${process.env.SHELL_ORIGIN}/gateway` : ''),
      },
      logLevel: 'warning',
    },
  }
}

/**
 * First-party sub-apps: apps/<x> with a manifest.json, served by the apps origin. A third-party manifest there is
 * not built: a vendor app runs on its own origin and a tenant installs it by its manifest URL (docs/vendor-guide.md).
 */
function appPages() {
  const pages = []
  const widgetApps = []
  for (const dir of readdirSync(join(root, 'apps'))) {
    const manifestFile = join(root, 'apps', dir, 'manifest.json')
    if (!existsSync(manifestFile)) continue
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'))
    if (manifest.party !== 'first') {
      console.warn(
        `[build] apps/${dir} skipped: a third-party app is hosted on its vendor's own origin and installed per tenant, never built into dist/`,
      )
      continue
    }
    pages.push({
      ...page(manifest.name, `apps/${dir}`, `apps/${manifest.name}`, `/${manifest.name}/`),
      manifest,
      firstUse: FETCH_CLIENT,
    })
    if (existsSync(join(root, 'apps', dir, 'src/widgets/main.tsx'))) widgetApps.push({ manifest, dir: `apps/${dir}` })
  }
  if (widgetApps.length) pages.push(widgetPages(widgetApps))
  const template = JSON.parse(readFileSync(join(root, 'subapp-template/manifest.json'), 'utf8'))
  pages.push({
    ...page(template.name, 'subapp-template', `apps/${template.name}`, `/${template.name}/`),
    manifest: template,
  })
  return pages
}

/** A sub-app asks the gateway as soon as it shows: its fetch client, loaded with its first request, is announced with the page. */
const FETCH_CLIENT = /node_modules\/ofetch\//

/**
 * The pages of the apps' dashboard widgets, `<app>/widgets.html` (src/widgets/main.tsx), built together and apart from
 * the apps' pages: a widget's frame loads what its widget needs (about half an app's code), and what the widgets of
 * several apps share (React, the bridge) is one file, `/_widgets/chunk-*.js`, for all of them, which the browser
 * fetches and compiles once for the home dashboard's frames instead of once per frame.
 */
function widgetPages(apps) {
  const target = page('widgets', 'apps', 'apps', '/')
  target.options.entryPoints = Object.fromEntries(
    apps.map(({ manifest, dir }) => [`${manifest.name}/assets/widgets`, join(root, dir, 'src/widgets/main.tsx')]),
  )
  Object.assign(target.options, {
    outdir: join(dist, 'apps'),
    publicPath: '/',
    entryNames: '[dir]/[name]-[hash]',
    chunkNames: '_widgets/chunk-[hash]',
    assetNames: '_widgets/[name]-[hash]',
  })
  const pageFiles = Object.fromEntries(
    apps.map(({ manifest, dir }) => [
      `${manifest.name}/assets/widgets`,
      {
        file: join(dist, 'apps', manifest.name, 'widgets.html'),
        html: existsSync(join(root, dir, 'index.html'))
          ? join(root, dir, 'index.html')
          : join(root, 'assets/pages/sub-app.html'),
        title: manifest.title?.['zh-CN'] ?? manifest.name,
      },
    ]),
  )
  return { ...target, pageFiles, firstUse: FETCH_CLIENT }
}

/**
 * Sample vendor apps: vendors/<name>/ with web/ (its pages, served by its own server under /app/) and
 * server/index.ts. The pages go to dist/vendors/<name>/public/, the server to dist/vendors/<name>/server.mjs
 * (node, npm packages external, our own bundled), which the gateway's dev runner starts (gateway/src/integrations/vendor-samples/).
 */
function vendorTargets() {
  const dir = join(root, 'vendors')
  if (!existsSync(dir)) return []
  return readdirSync(dir)
    .filter((name) => existsSync(join(dir, name, 'server/index.ts')))
    .flatMap((name) => {
      const manifest = JSON.parse(readFileSync(join(dir, name, 'manifest.json'), 'utf8'))
      const web = page(name, `vendors/${name}`, `vendors/${name}/public`, '/app/')
      web.html = join(dir, name, 'web/index.html')
      web.title = manifest.title?.['zh-CN'] ?? name
      web.options.entryPoints = { main: join(dir, name, 'web/main.tsx') }
      // A vendor's page learns where the portal is from its own server, never from the portal's build.
      web.options.define = {
        'process.env.NODE_ENV': '"production"',
        __HR_SHELL_ORIGIN__: '""',
        __HR_GATEWAY_URL__: '""',
      }
      const { plugins, ...options } = vendorServerOptions(name, join(dist, 'vendors', name))
      const server = { name: `${name}-server`, options, plugins }
      return [web, server]
    })
}

/** Libraries other teams may load without a bundler of their own. */
function library(name, entryPoints, external) {
  return {
    name,
    options: {
      entryPoints,
      outdir: join(dist, name),
      bundle: true,
      format: 'esm',
      platform: 'browser',
      target: 'es2022',
      minify: true,
      sourcemap: true,
      external,
      conditions: ['hr-portal:source'],
      logLevel: 'warning',
    },
  }
}

// The gateway's entries: the server, the CLI, and the worker threads that read import spreadsheets, draw
// captchas, read holiday files and write large report workbooks (started by
// gateway/src/services/files/import/table-worker-file.ts, gateway/src/services/accounts/captcha/captcha-worker-file.ts,
// gateway/src/services/scheduling/import/holiday-file.ts and gateway/src/services/report/centre/workbook-file.ts from the
// files beside the bundle).
const { plugins: gatewayPlugins, ...gatewayOptions } = nodeBundleOptions(
  {
    main: join(root, 'gateway/src/main.ts'),
    cli: join(root, 'gateway/src/cli.ts'),
    'table-worker': join(root, 'gateway/src/services/files/import/table-worker.ts'),
    'captcha-worker': join(root, 'gateway/src/services/accounts/captcha/captcha-worker.ts'),
    'holiday-worker': join(root, 'gateway/src/services/scheduling/import/holiday-worker.ts'),
    'report-workbook-worker': join(root, 'gateway/src/services/report/centre/workbook-worker.ts'),
  },
  join(dist, 'gateway'),
)
const gateway = { name: 'gateway', options: gatewayOptions, plugins: gatewayPlugins }

// The bridge's command line for vendors (`npx @hr-portal/bridge validate manifest.json`) → bridge/bin/.
const bridgeCli = { name: 'bridge-cli', options: bridgeCliOptions() }

function htmlPlugin(target) {
  return {
    name: 'html',
    setup(build) {
      build.onEnd((result) => {
        if (result.errors.length === 0 && target.html) writeHtml(root, target, result.metafile)
        if (result.errors.length === 0 && target.fixtures) writeFixtureCopies(root, dist, target.fixtures)
        if (watch) console.log(`[build] ${target.name} ${result.errors.length ? 'failed' : 'rebuilt'}`)
      })
    },
  }
}

/**
 * React 18+ has useSyncExternalStore: the `use-sync-external-store/shim` that wouter imports (for
 * React 16/17) is replaced by React's own, so pages do not carry the shim.
 */
const reactStoreShim = {
  name: 'react-store-shim',
  setup(build) {
    build.onResolve({ filter: /^use-sync-external-store\/shim(\/index\.js)?$/ }, () => ({
      path: 'react-store-shim',
      namespace: 'react-store-shim',
    }))
    build.onLoad({ filter: /.*/, namespace: 'react-store-shim' }, () => ({
      contents: "export { useSyncExternalStore } from 'react'",
      resolveDir: root,
      loader: 'js',
    }))
  },
}

const targets = [
  // The portal's own tab icon (a brand with a logo shows that instead: gateway/src/sites/favicon.ts).
  {
    ...page('shell', 'shell', 'shell', '/'),
    files: { 'favicon.svg': 'assets/brand/favicon.svg' },
    plugins: [shellCoreChunk(join(root, 'shell/src/main.tsx'), root, SIGNED_IN_GROUP)],
    variants: [PORTAL_PAGE],
  },
  ...appPages(),
  ...vendorTargets(),
  ...(withFixtures ? fixturePages(page, root) : []),
  library('bridge', { index: join(root, 'bridge/src/index.ts') }, []),
  library('ui', { index: join(root, 'ui/src/index.ts') }, ['react', 'react-dom', 'react/jsx-runtime']),
  gateway,
  bridgeCli,
]

if (!watch) rmSync(dist, { recursive: true, force: true })
mkdirSync(dist, { recursive: true })
const started = Date.now()
const contexts = await Promise.all(
  targets.map((t) => esbuild.context({ ...t.options, plugins: [htmlPlugin(t), reactStoreShim, ...(t.plugins ?? [])] })),
)
if (watch) {
  await Promise.all(contexts.map((c) => c.watch()))
  console.log('[build] watching for changes')
} else {
  const results = await Promise.allSettled(contexts.map((c) => c.rebuild()))
  await Promise.all(contexts.map((c) => c.dispose()))
  const failed = results.filter((r) => r.status === 'rejected')
  if (failed.length) {
    console.error(`[build] ${failed.length} target(s) failed`)
    process.exit(1)
  }
  console.log(`[build] ${targets.length} targets in ${Date.now() - started} ms → dist/`)
  // The files the gateway serves (the shell's and the first-party apps'), also brotli- and gzip-compressed.
  const compressedAt = Date.now()
  const copies = await precompress([join(dist, 'shell'), join(dist, 'apps')])
  console.log(`[build] ${copies} compressed copies in ${Date.now() - compressedAt} ms`)
  // The SDK as published: a sample app built outside the workspace from the packed tarball.
  if (withFixtures) await buildSdkSample(dist)
}
