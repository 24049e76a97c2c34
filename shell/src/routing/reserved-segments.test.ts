import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { RESERVED_CODES } from '@hr-portal/manifest'
import { describe, expect, it } from 'vitest'

const SHELL_SOURCE = join(import.meta.dirname, '..')

/** The segments the shell's sources register pages under (`registerShellPage({ segment: 'files', … })`). */
function registeredSegments(): string[] {
  const files = (readdirSync(SHELL_SOURCE, { recursive: true }) as string[]).filter(
    (file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file),
  )
  return files.flatMap((file) =>
    [...readFileSync(join(SHELL_SOURCE, file), 'utf8').matchAll(/registerShellPage\(\{\s*segment:\s*'([^']+)'/g)].map(
      (m) => m[1],
    ),
  )
}

describe("the shell's own pages under /portal", () => {
  it('are all codes no app may take (the manifest validator refuses them)', () => {
    const segments = registeredSegments()
    expect(segments).toEqual(expect.arrayContaining(['messages', 'files', 'dashboard']))
    for (const segment of segments)
      expect([segment, (RESERVED_CODES as readonly string[]).includes(segment)]).toEqual([segment, true])
  })
})
