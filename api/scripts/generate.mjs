// Writes what is generated from the contract (api/src): per service the typed client's route table
// (api/src/client/<service>.gen.ts, no schemas so app bundles stay small) and the route reference (docs/api/<service>.md).
// `node api/scripts/generate.mjs` writes them; `--check` lists the stale ones and exits 1 (generated.test.ts runs it).
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { build } from 'esbuild'
import { clientFile, clientIndex } from './client-file.mjs'
import { referenceFile, referenceIndex } from './reference-file.mjs'

const root = join(import.meta.dirname, '..', '..')

/** The contract, bundled to one module and imported (its sources are TypeScript). */
export async function loadContract() {
  const dir = join(tmpdir(), `api-contract-${process.pid}-${Date.now()}`)
  const out = join(dir, 'contract.mjs')
  await build({
    entryPoints: [join(root, 'api/src/index.ts')],
    bundle: true,
    format: 'esm',
    platform: 'node',
    outfile: out,
    logLevel: 'error',
  })
  try {
    return (await import(pathToFileURL(out).href)).contract
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

/** Every generated file: path (from the repository root) and text. */
export async function generatedFiles() {
  const contract = await loadContract()
  const files = {}
  for (const [service, group] of Object.entries(contract)) {
    files[`api/src/client/${service}.gen.ts`] = clientFile(service, group)
    files[`docs/api/${service}.md`] = referenceFile(service, group)
  }
  files['api/src/client/index.ts'] = clientIndex(Object.keys(contract))
  files['docs/api/README.md'] = referenceIndex(contract)
  return files
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const files = await generatedFiles()
  const check = process.argv.includes('--check')
  const stale = []
  for (const [path, text] of Object.entries(files)) {
    const file = join(root, path)
    let old = null
    try {
      old = readFileSync(file, 'utf8')
    } catch {
      /* not written yet */
    }
    if (old === text) continue
    stale.push(path)
    if (!check) {
      mkdirSync(dirname(file), { recursive: true })
      writeFileSync(file, text)
    }
  }
  if (check && stale.length) {
    console.error(`Stale generated files (run: node api/scripts/generate.mjs):\n${stale.join('\n')}`)
    process.exit(1)
  }
  if (!check) console.log(stale.length ? `wrote ${stale.join(', ')}` : 'generated files are up to date')
}
