import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { contract } from '@hr-portal/api'
import { describe, expect, it } from 'vitest'

const sources = readdirSync(import.meta.dirname)
  .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
  .map((file) => ({ file, text: readFileSync(join(import.meta.dirname, file), 'utf8') }))

/** The routes a file serves through apiRoute, as `area.route` of the contract (`const { directory: routes } = …`). */
const throughApiRoute = (text: string): string[] => {
  const area = /const \{ (\w+): routes \} = contract\.vendorapi/.exec(text)?.[1]
  return area
    ? [...text.matchAll(/apiRoute\(\s*api,\s*ctx,\s*routes\.(\w+)/g)].map((match) => `${area}.${match[1]}`)
    : []
}

describe('every vendor API route', () => {
  it('checks its caller each call (check-caller.ts): served through apiRoute, or the exchange that runs checkCaller itself', () => {
    // A route served directly that is not an exchange or a staff session's page would skip the budgets and the user's
    // access. The background credential's exchange (client-token.ts) spends the exchange budget itself, before it
    // checks the secret; the Apps page's credential routes (credential-routes.ts) are a staff session's.
    const direct = sources.filter(({ text }) => /\bserve\(/.test(text) && !/export function apiRoute\b/.test(text))
    expect(direct.map(({ file }) => file).sort()).toEqual([
      'app-event.ts',
      'app-request.ts',
      'app-user.ts',
      'client-token.ts',
      'credential-routes.ts',
      'exchange.ts',
    ])
    for (const { file, text } of direct)
      for (const [, area] of text.matchAll(/serve\(\s*\w+,\s*contract\.vendorapi\.(\w+)\./g))
        expect(`${file}: ${area}`).toMatch(
          /^(exchange\.ts: tokens|client-token\.ts: credentials|app-(event|request|user)\.ts: web)$/,
        )
    const { directory, hrData, approvals } = contract.vendorapi
    const api = [
      ...Object.keys(directory).map((name) => `directory.${name}`),
      ...Object.keys(hrData).map((name) => `hrData.${name}`),
      ...Object.keys(approvals).map((name) => `approvals.${name}`),
    ]
    expect(sources.flatMap(({ text }) => throughApiRoute(text)).sort()).toEqual(api.sort())
    expect(
      sources
        .filter(({ text }) => /\bcheckCaller\(/.test(text))
        .map(({ file }) => file)
        .sort(),
    ).toEqual(['api-route.ts', 'check-caller.ts', 'exchange.ts'])
  })
})
