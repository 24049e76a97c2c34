import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'

const GATEWAY = join(import.meta.dirname, '../../..')

describe('installing an app', () => {
  it('goes through the checked copy of its manifest only (install-previewed.ts is the one caller of saveInstall)', () => {
    const files = (readdirSync(GATEWAY, { recursive: true }) as string[]).filter(
      (file) => file.endsWith('.ts') && !file.endsWith('.test.ts'),
    )
    const callers = files
      .filter((file) => /\bsaveInstall\(/.test(readFileSync(join(GATEWAY, file), 'utf8')))
      .map((file) => relative(GATEWAY, join(GATEWAY, file)))
    expect(callers.sort()).toEqual([
      'services/vendor/installs/install-previewed.ts',
      'services/vendor/installs/store.ts',
    ])
  })
})
