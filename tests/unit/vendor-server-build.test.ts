import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { build } from 'esbuild'
import { describe, expect, it } from 'vitest'
// @ts-expect-error: a plain script without type declarations
import { vendorServerOptions } from '../../scripts/build-cli.mjs'

const vendors = readdirSync(join(__dirname, '../../vendors'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)

describe('a sample vendor server as build.mjs bundles it', () => {
  it.each(vendors)('%s imports none of our workspace packages, whose dist/ a fresh clone lacks', async (name) => {
    const result = await build({ ...vendorServerOptions(name, '/out'), write: false, sourcemap: false })
    const code = (result.outputFiles ?? []).find((file) => file.path.endsWith('server.mjs'))?.text ?? ''
    expect(code).toContain('export {')
    expect(code.match(/from ["']@hr-portal\/[^"']*["']/g) ?? []).toEqual([])
  })
})
