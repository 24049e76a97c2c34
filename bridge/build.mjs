// Builds the published form of @hr-portal/bridge into bridge/dist/: one ES module per entry (shared code in
// chunks, so `BridgeError` is one class across entries) and the `.d.ts` declarations beside them.
//   node bridge/build.mjs      (npm run build -w @hr-portal/bridge; `npm pack` runs it first)
// Inside the workspace the shell and apps compile the sources instead (the `hr-portal:source` export condition).
import * as esbuild from 'esbuild'
import { execFileSync } from 'node:child_process'
import { readFileSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { bridgeCliOptions } from '../scripts/build-cli.mjs'

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
// The capability and topic names come from @hr-portal/manifest, a workspace package that is not published:
// their declarations go into dist/manifest-names.d.ts and the declarations point there instead.
execFileSync(
  process.execPath,
  [
    tsc,
    join(here, '../manifest/src/names.ts'),
    '--declaration',
    '--emitDeclarationOnly',
    '--skipLibCheck',
    '--target',
    'es2022',
    '--outDir',
    dist,
  ],
  { stdio: 'inherit' },
)
renameSync(join(dist, 'names.d.ts'), join(dist, 'manifest-names.d.ts'))
for (const file of readdirSync(dist, { recursive: true })) {
  if (!String(file).endsWith('.d.ts')) continue
  const path = join(dist, String(file))
  const text = readFileSync(path, 'utf8')
  if (!text.includes("'@hr-portal/manifest'")) continue
  const target = relative(dirname(path), join(dist, 'manifest-names.js')).replaceAll('\\', '/')
  writeFileSync(path, text.replaceAll("'@hr-portal/manifest'", `'${target.startsWith('.') ? target : `./${target}`}'`))
}
// The command line (`npx @hr-portal/bridge validate manifest.json`): one file with the validator inside.
await esbuild.build(bridgeCliOptions())
console.log(`[bridge] ${pkg.name}@${pkg.version} built in ${Date.now() - started} ms → bridge/dist/`)
