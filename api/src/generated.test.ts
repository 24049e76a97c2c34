import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
// @ts-expect-error: a plain script without types
import { generatedFiles } from '../scripts/generate.mjs'

const root = join(import.meta.dirname, '..', '..')
const onDisk = (path: string) => {
  try {
    return readFileSync(join(root, path), 'utf8')
  } catch {
    return null
  }
}

describe('the files generated from the contract', () => {
  it('are up to date: the clients and the route reference match the contract (run node api/scripts/generate.mjs)', async () => {
    const files = (await generatedFiles()) as Record<string, string>
    expect(Object.keys(files).length).toBeGreaterThan(3)
    for (const [path, text] of Object.entries(files)) expect(onDisk(path), path).toBe(text)
  }, 30_000)
})
