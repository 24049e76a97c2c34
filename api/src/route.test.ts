import { describe, expect, it } from 'vitest'
import { route } from './route'
import { contract } from './index'
import { objectBody, record, str, text } from './schema'

describe('route', () => {
  it('answers the envelope with the payload under result, data, or none, and no schema for a file', () => {
    const body = objectBody({ name: text(10) }, ['name'])
    const plain = route({
      method: 'POST',
      path: '/x/web/a',
      body,
      result: record({ id: str() }),
      errors: [],
      tenant: 'its tenant',
    })
    expect(plain.key).toBe('result')
    expect(JSON.parse(JSON.stringify(plain.reply))).toMatchObject({
      required: ['code', 'msg'],
      properties: { result: { required: ['id'] } },
    })
    expect(route({ method: 'POST', path: '/x/web/b', data: str(), errors: [], tenant: { none: 'no rows' } }).key).toBe(
      'data',
    )
    expect(route({ method: 'POST', path: '/x/web/c', errors: [], tenant: 'its tenant' }).reply).toMatchObject({
      required: ['code', 'msg'],
    })
    const file = route({ method: 'POST', path: '/x/web/d', file: true, errors: [], tenant: 'its tenant' })
    expect([file.key, file.reply]).toEqual(['file', undefined])
  })

  it('declares every route of the contract once, with a path, an answer and a tenant note', () => {
    const seen = new Set<string>()
    const walk = (group: object): void => {
      for (const value of Object.values(group)) {
        if (typeof value.path !== 'string') {
          walk(value)
          continue
        }
        expect(seen.has(`${value.method} ${value.path}`), value.path).toBe(false)
        seen.add(`${value.method} ${value.path}`)
        // A service's segment, or a well-known address (RFC 8615: the app tokens' public keys).
        expect(value.path).toMatch(/^\/(?:[a-z]|\.well-known\/)/)
        expect(value.file === true || value.reply !== undefined, value.path).toBe(true)
        expect(typeof value.tenant === 'string' ? value.tenant : value.tenant.none, value.path).toMatch(/\w{3}/)
      }
    }
    walk(contract)
    expect(seen.size).toBeGreaterThan(10)
  })
})

describe('the contract package', () => {
  it('imports nothing of ours: only TypeBox and its own files', async () => {
    const { readdirSync, readFileSync } = await import('node:fs')
    const { join } = await import('node:path')
    const dir = import.meta.dirname
    const files = readdirSync(dir, { recursive: true })
      .map(String)
      .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    const outside = files.flatMap((file) =>
      [...readFileSync(join(dir, file), 'utf8').matchAll(/from '([^']+)'/g)]
        .map((match) => match[1])
        .filter((from) => !from.startsWith('.') && !/^(typebox|vitest|node:)/.test(from))
        .map((from) => `${file}: ${from}`),
    )
    expect(outside).toEqual([])
  })
})
