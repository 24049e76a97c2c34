import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

// A string URL keeps the script (plain JS, no types) out of the type checker.
const script = new URL('../../scripts/surface.mjs', import.meta.url).href

describe('bridge surface document', () => {
  it('bridge/SURFACE.md matches the contract and the registry', async () => {
    const { renderSurface, SURFACE_FILE } = await import(/* @vite-ignore */ script)
    const expected: string = await renderSurface()
    const committed = readFileSync(SURFACE_FILE, 'utf8')
    if (committed !== expected) {
      expect.fail(
        'bridge/SURFACE.md is out of date with bridge/src/contract/ or the registry: run node scripts/surface.mjs',
      )
    }
  })

  it('lists every declared method with the apps holding its capability', async () => {
    const surface = readFileSync(new URL('../SURFACE.md', import.meta.url), 'utf8')
    const { appToShell, shellToApp } = await import('./contract/index.js')
    for (const name of [...Object.keys(appToShell), ...Object.keys(shellToApp)])
      expect(surface).toContain(`| \`${name}\` |`)
    expect(surface).toMatch(
      /\| `session\.getToken` \| `session\.token` \|[^\n]*\| ai-agent, approval, attendance, bi-report, expenses, masterdata, operations, outsourcing, performance, personnel, recruitment, report, salary, scheduling, system, tax, template, training \|/,
    )
  })
})
