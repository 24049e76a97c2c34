// npm run docs: rewrites every generated part of the docs (between <!-- generated:NAME --> markers).
//   node scripts/docs/index.mjs      write them
// tests/unit/docs-generated.test.ts fails while a committed part differs from what this renders.
import { relative } from 'node:path'
import { pathToFileURL } from 'node:url'
import { ARCHITECTURE, renderArchitecture } from './architecture.mjs'
import { BENCH_FIGURES, renderBenchFigures } from './bench-figures.mjs'
import { CONFIG_TABLE, renderConfigTable } from './config-table.mjs'
import { rendered, writePart } from './markers.mjs'
import { root } from './paths.mjs'

/** Every generated part: its file, its marker name and how it is rendered. */
export const PARTS = [
  { ...CONFIG_TABLE, render: renderConfigTable },
  { ...ARCHITECTURE, render: renderArchitecture },
  { ...BENCH_FIGURES, render: renderBenchFigures },
]

/** Each part's file as it should be: { file, part, committed, expected }. */
export async function expectedParts() {
  const { readFileSync } = await import('node:fs')
  return Promise.all(
    PARTS.map(async ({ file, part, render }) => ({
      file: relative(root, file),
      part,
      committed: readFileSync(file, 'utf8'),
      expected: rendered(file, part, await render()),
    })),
  )
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  for (const { file, part, render } of PARTS) {
    const changed = writePart(file, part, await render())
    console.log(`docs: ${relative(root, file)} (${part}) ${changed ? 'rewritten' : 'up to date'}`)
  }
}
