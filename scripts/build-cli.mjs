// esbuild options for the bridge's command line (`npx @hr-portal/bridge validate manifest.json`): one file for
// node with the manifest validator and its schema library inside, so it runs wherever the package is installed.
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')

/** Where build.mjs writes the command: the `bin` of bridge/package.json. */
export const bridgeCliFile = join(root, 'bridge/bin/hr-portal-bridge.mjs')

/** The build of the command into `outfile`. */
export const bridgeCliOptions = (outfile = bridgeCliFile) => ({
  entryPoints: [join(root, 'bridge/src/cli/main.ts')],
  outfile, bundle: true, format: 'esm', platform: 'node', target: 'node20', logLevel: 'warning',
})

/**
 * The gateway is bundled with its npm packages left outside; our own workspace packages it may import
 * (only @hr-portal/manifest, see docs/architecture.md) are TypeScript, so they go inside the bundle.
 */
export const bundleOwnPackages = {
  name: 'bundle-own-packages',
  setup(build) {
    build.onResolve({ filter: /^@hr-portal\/manifest$/ }, () => ({ path: join(root, 'manifest/src/index.ts') }))
  },
}
