// Loads TypeScript modules of the repository by bundling them (esbuild) into a temporary ES module.
import * as esbuild from 'esbuild'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { root } from './paths.mjs'

/** Imports `contents` (TypeScript, paths relative to the repository root), npm packages left external. */
export async function loadTs(contents) {
  const dir = mkdtempSync(join(tmpdir(), 'docs-'))
  try {
    const outfile = join(dir, 'module.mjs')
    await esbuild.build({
      stdin: { contents, resolveDir: root, loader: 'ts' },
      bundle: true,
      platform: 'node',
      format: 'esm',
      packages: 'external',
      outfile,
      logLevel: 'silent',
    })
    return await import(pathToFileURL(outfile).href)
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}
