import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

const sources = readdirSync(import.meta.dirname)
  .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
  .map((file) => ({ file, text: readFileSync(join(import.meta.dirname, file), 'utf8') }))

describe('every vendor API route', () => {
  it('checks its caller each call (check-caller.ts): declared through apiRoute, or the exchange that runs checkCaller itself', () => {
    // A route registered directly under /vendor/api/ that is not the exchange would skip the budgets and the user's access.
    const direct = sources.filter(({ text }) => /\.post[^(]*\(\s*'\/vendor\/api\//.test(text)).map(({ file }) => file)
    expect(direct).toEqual(['exchange.ts'])
    expect(
      sources
        .filter(({ text }) => /\bcheckCaller\(/.test(text))
        .map(({ file }) => file)
        .sort(),
    ).toEqual(['api-route.ts', 'check-caller.ts', 'exchange.ts'])
  })
})
