// Loads a TypeScript module of the repository in Node: bundled by esbuild into a temp .mjs.
import * as esbuild from 'esbuild'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'
import { pathToFileURL } from 'node:url'

/**
 * Bundles `file` (everything inlined unless `external` is given) and imports it. Answers the
 * module and the source files that went into the bundle (relative to `root`), so a caller can
 * tell which modules the code really pulls in.
 */
export async function importTs(file, { root = process.cwd(), platform = 'node', packagesExternal = false } = {}) {
  const result = await esbuild.build({
    entryPoints: [file],
    bundle: true,
    write: false,
    format: 'esm',
    platform,
    target: 'node20',
    metafile: true,
    logLevel: 'silent',
    ...(packagesExternal ? { packages: 'external' } : {}),
  })
  const dir = mkdtempSync(join(tmpdir(), 'hr-bench-'))
  const out = join(dir, 'module.mjs')
  writeFileSync(out, result.outputFiles[0].text)
  try {
    const module = await import(pathToFileURL(out).href)
    const inputs = Object.keys(result.metafile.inputs).map((input) => relative(root, input))
    return { module, inputs }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}
