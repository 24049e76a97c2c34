// Loads a benchmark's entry of gateway code (tests/bench/lib/<name>-code.ts), bundled by esbuild with our own
// packages inlined, as a module; and a small deterministic random source for seeding.
import * as esbuild from 'esbuild'
import { mkdirSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { bundleOwnPackages } from '../../../scripts/build-cli.mjs'

/** The module of tests/bench/lib/<name>-code.ts, bundled next to node_modules (native drivers resolve from there) and imported. */
export async function loadGatewayCode(root, name) {
  const dir = join(root, `node_modules/.cache/hr-bench-${name}`)
  mkdirSync(dir, { recursive: true })
  const outfile = join(dir, `${name}-${process.pid}.mjs`)
  await esbuild.build({
    entryPoints: [join(root, `tests/bench/lib/${name}-code.ts`)],
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    packages: 'external',
    plugins: [bundleOwnPackages],
    outfile,
    logLevel: 'silent',
  })
  try {
    return await import(pathToFileURL(outfile).href)
  } finally {
    rmSync(outfile, { force: true })
  }
}

/** A small deterministic random source (a linear congruential generator), values in [0, 1). */
export function randomOf(seed) {
  let state = seed >>> 0
  return () => (state = (state * 1664525 + 1013904223) >>> 0) / 2 ** 32
}
