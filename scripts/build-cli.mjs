// esbuild options for the bridge's command line (`npx @hr-portal/bridge validate manifest.json`): one file for
// node with the manifest validator and its schema library inside, so it runs wherever the package is installed.
import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')

/** Where build.mjs writes the command: the `bin` of bridge/package.json. */
export const bridgeCliFile = join(root, 'bridge/bin/hr-portal-bridge.mjs')

/** The build of the command into `outfile`. */
export const bridgeCliOptions = (outfile = bridgeCliFile) => ({
  entryPoints: [join(root, 'bridge/src/cli/main.ts')],
  outfile,
  bundle: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  logLevel: 'warning',
})

/** The source file an import of the API contract package names, by its package.json exports (`./client/*` too). */
function apiSource(specifier) {
  const { exports } = JSON.parse(readFileSync(join(root, 'api/package.json'), 'utf8'))
  const subpath = `.${specifier.slice('@hr-portal/api'.length)}`
  if (exports[subpath]) return join(root, 'api', exports[subpath])
  const [pattern, target] =
    Object.entries(exports).find(([key]) => key.endsWith('*') && subpath.startsWith(key.slice(0, -1))) ?? []
  return pattern ? join(root, 'api', target.replace('*', subpath.slice(pattern.length - 1))) : undefined
}

/** The TypeScript source of an @hr-portal/bridge entry point (its `hr-portal:source` export). */
function bridgeSource(specifier) {
  const { exports } = JSON.parse(readFileSync(join(root, 'bridge/package.json'), 'utf8'))
  const source = exports[`.${specifier.slice('@hr-portal/bridge'.length)}`]?.['hr-portal:source']
  return source ? join(root, 'bridge', source) : undefined
}

/**
 * The gateway is bundled with its npm packages left outside; our own workspace packages it may import
 * (@hr-portal/manifest and the API contract @hr-portal/api, see docs/architecture.md) and the bridge's entry points a
 * sample vendor's server imports (@hr-portal/bridge/vendor) are TypeScript, so they go inside the bundle.
 */
export const bundleOwnPackages = {
  name: 'bundle-own-packages',
  setup(build) {
    build.onResolve({ filter: /^@hr-portal\/manifest$/ }, () => ({ path: join(root, 'manifest/src/index.ts') }))
    build.onResolve({ filter: /^@hr-portal\/bridge(\/.*)?$/ }, ({ path }) => {
      const source = bridgeSource(path)
      return source ? { path: source } : undefined
    })
    build.onResolve({ filter: /^@hr-portal\/api(\/.*)?$/ }, ({ path }) => {
      const source = apiSource(path)
      return source ? { path: source } : undefined
    })
  },
}

/**
 * The build of server code for node: `entryPoints` into `outdir` as `.mjs` files, its npm packages left outside and our
 * own workspace packages inside (bundleOwnPackages), with source maps. The gateway and the sample vendors' servers.
 */
export const nodeBundleOptions = (entryPoints, outdir) => ({
  entryPoints,
  outdir,
  outExtension: { '.js': '.mjs' },
  bundle: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [bundleOwnPackages],
})

/**
 * The build of a sample vendor's server (vendors/<name>/server/index.ts) into `<outdir>/server.mjs`, so it runs from a
 * clone whose workspace packages are not built.
 */
export const vendorServerOptions = (name, outdir) =>
  nodeBundleOptions({ server: join(root, 'vendors', name, 'server/index.ts') }, outdir)
