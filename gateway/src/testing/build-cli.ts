import { build } from 'esbuild'
import { mkdtempSync, rmSync } from 'node:fs'
import { join } from 'node:path'

/**
 * Bundles `src/cli.ts` for a child-process test. The bundle keeps packages external, so it sits
 * inside the gateway folder, where node resolves the workspace's packages.
 */
export async function buildCli(): Promise<{ file: string; remove(): void }> {
  const dir = mkdtempSync(join(import.meta.dirname, '..', '..', '.cli-test-'))
  const file = join(dir, 'cli.mjs')
  await build({
    entryPoints: [join(import.meta.dirname, '..', 'cli.ts')], outfile: file, bundle: true, format: 'esm',
    platform: 'node', target: 'node20', packages: 'external', logLevel: 'silent',
  })
  return { file, remove: () => rmSync(dir, { recursive: true, force: true }) }
}
