// Builds the published form of @hr-portal/bridge into bridge/dist/: one ES module per entry (shared code in
// chunks, so `BridgeError` is one class across entries) and the `.d.ts` declarations beside them.
//   node bridge/build.mjs      (npm run build -w @hr-portal/bridge; `npm pack` runs it first)
// Inside the workspace the shell and apps compile the sources instead (the `hr-portal:source` export condition).
import * as esbuild from 'esbuild'
import { execFileSync } from 'node:child_process'
import { readFileSync, rmSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const here = dirname(fileURLToPath(import.meta.url))
const dist = join(here, 'dist')
const pkg = JSON.parse(readFileSync(join(here, 'package.json'), 'utf8'))

/** Entry name (its path under dist/, without .js) → source file; the same list as package.json `exports`. */
export const ENTRIES = {
  index: 'src/index.ts',
  react: 'src/react.ts',
  'http/index': 'src/http/index.ts',
  'vendor/index': 'src/vendor/index.ts',
  'testing/index': 'src/testing/index.ts',
}

rmSync(dist, { recursive: true, force: true })
const started = Date.now()
await esbuild.build({
  entryPoints: Object.fromEntries(Object.entries(ENTRIES).map(([name, file]) => [name, join(here, file)])),
  outdir: dist,
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'browser',
  target: 'es2022',
  chunkNames: 'chunks/[name]-[hash]',
  sourcemap: true,
  // Dependencies and the optional React peer stay imports: the app's bundler resolves them once.
  external: [...Object.keys(pkg.dependencies ?? {}), ...Object.keys(pkg.peerDependencies ?? {}), 'react/*'],
  logLevel: 'warning',
})
const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc')
execFileSync(process.execPath, [tsc, '-p', join(here, 'tsconfig.build.json')], { stdio: 'inherit' })
console.log(`[bridge] ${pkg.name}@${pkg.version} built in ${Date.now() - started} ms → bridge/dist/`)
