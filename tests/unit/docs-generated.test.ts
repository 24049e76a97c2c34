import { describe, expect, it } from 'vitest'

// String URLs keep the scripts (plain JS, no types) out of the type checker.
const docs = new URL('../../scripts/docs/index.mjs', import.meta.url).href
const markers = new URL('../../scripts/docs/markers.mjs', import.meta.url).href
const figures = new URL('../bench/lib/figures.mjs', import.meta.url).href
const architecture = new URL('../../scripts/docs/architecture.mjs', import.meta.url).href

describe('generated parts of the docs', () => {
  it('every committed generated part matches what npm run docs renders from the code', async () => {
    const { expectedParts } = await import(/* @vite-ignore */ docs)
    const stale = (await expectedParts()).filter(
      (part: { committed: string; expected: string }) => part.committed !== part.expected,
    )
    expect(
      stale.map((part: { file: string; part: string }) => `${part.file} (${part.part})`),
      'run npm run docs and commit the result',
    ).toEqual([])
  })

  it("replaces only the text between a part's markers, and refuses a file without them", async () => {
    const { replaceBetween, markers: pair } = await import(/* @vite-ignore */ markers)
    const text = `before\n${pair('x')}\nafter\n`
    const once = replaceBetween(text, 'x', '| a |')
    expect(once).toMatch(/^before\n<!-- generated:x [^\n]*-->\n\| a \|\n<!-- \/generated:x -->\nafter\n$/)
    expect(replaceBetween(once, 'x', '| a |')).toBe(once)
    expect(() => replaceBetween('no markers', 'x', '')).toThrow(/markers/)
  })

  it("keeps each benchmark's figures from the last run that measured it, with that run's date and command", async () => {
    const { mergedFigures, renderFigures } = await import(/* @vite-ignore */ figures)
    const machine = { cpus: 2, cpu: 'CPU', node: 'v24' }
    const first = mergedFigures(null, {
      at: '2026-11-01T10:00:00.000Z',
      machine,
      source: '`npm run bench`',
      results: {
        a: { rows: [{ figure: 'x', value: 1, unit: 'ms', target: '≤ 2', pass: true }] },
        b: { rows: [{ figure: 'y|z', value: '3 / 4', target: null }] },
      },
    })
    const second = mergedFigures(first, {
      at: '2026-11-02T10:00:00.000Z',
      machine,
      source: '`npm run bench -- --only a`',
      results: {
        a: { rows: [{ figure: 'x', value: 3, unit: 'ms', target: '≤ 2', pass: false }] },
        broken: { error: 'no rows' },
      },
    })
    expect(Object.keys(second.benchmarks)).toEqual(['a', 'b'])
    expect(second.benchmarks.b).toEqual(first.benchmarks.b)
    const text: string = renderFigures(second)
    expect(text).toContain('**a**: 2026-11-02 10:00 UTC, `npm run bench -- --only a`; 2 × CPU, Node v24')
    expect(text).toContain('| x | 3 ms | ≤ 2 | missed |')
    expect(text).toContain('| y\\|z | 3 / 4 | — |  |')
  })

  it("reads the services from the list's imports and names alone, whatever fields a service object carries", async () => {
    const { listedServices, importsOf } = await import(/* @vite-ignore */ architecture)
    const index = `import { attachWiring, type Service } from './core/service'
      import type { Db } from './core/db/types'
      import { report, reportRemind } from './services/report/service'
      import { accounts } from './services/accounts/service.ts'
      import { helper } from './services/search/service'
      import type { Thing } from './services/vendor/service'
      export const services: readonly Service[] = [
        accounts, report, reportRemind,
      ]`
    expect(Object.fromEntries(listedServices(index))).toEqual({
      report: ['report', 'reportRemind'],
      accounts: ['accounts'],
    })
    expect(importsOf("import a from './a'\nexport { b } from '../b/index'\nconst c = await import('./c')")).toEqual([
      './a',
      '../b/index',
      './c',
    ])
  })
})
