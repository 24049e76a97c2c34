import { build } from 'esbuild'
import { mkdtempSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { bundleOwnPackages } from '../../../scripts/build-cli.mjs'

/**
 * Bundles `src/cli.ts` for a child-process test, with the worker entries the CLI starts from beside it (as
 * build.mjs does). The bundle keeps npm packages external, so it sits inside the gateway folder, where node
 * resolves the workspace's packages; our TypeScript package @hr-portal/manifest goes inside, as in build.mjs.
 */
export async function buildCli(): Promise<{ file: string; remove(): void }> {
  const dir = mkdtempSync(join(import.meta.dirname, '..', '..', '.cli-test-'))
  const file = join(dir, 'cli.mjs')
  await build({
    entryPoints: {
      cli: join(import.meta.dirname, '..', 'cli.ts'),
      'table-worker': join(import.meta.dirname, '..', 'services/files/import/table-worker.ts'),
      'captcha-worker': join(import.meta.dirname, '..', 'services/accounts/captcha/captcha-worker.ts'),
    },
    outdir: dir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    packages: 'external',
    logLevel: 'silent',
    plugins: [bundleOwnPackages],
  })
  return { file, remove: () => rmSync(dir, { recursive: true, force: true }) }
}
