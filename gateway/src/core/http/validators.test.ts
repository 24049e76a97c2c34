import { describe, expect, it } from 'vitest'
import { createServer } from './create-server'
import { objectBody, text } from './schema'
import { buildValidator } from './validators'

type Compile = (route: { schema: unknown; method: string; url: string; httpPart: string }) => (data: unknown) => boolean
const compilerFor = (customOptions: Record<string, unknown>) => buildValidator({}, { customOptions }) as unknown as Compile

describe('buildValidator', () => {
  it('compiles a schema once per process: servers declaring it afresh get the same validator', () => {
    const route = (schema: unknown) => ({ schema, method: 'POST', url: '/x', httpPart: 'body' })
    const first = compilerFor({ removeAdditional: true })(route(objectBody({ name: text(10) })))
    const again = compilerFor({ removeAdditional: true })(route(objectBody({ name: text(10) })))
    expect(again).toBe(first)
    // Another schema, or the same schema under other options or for another part, is compiled on its own.
    expect(compilerFor({ removeAdditional: true })(route(objectBody({ name: text(11) })))).not.toBe(first)
    expect(compilerFor({ removeAdditional: false })(route(objectBody({ name: text(10) })))).not.toBe(first)
    expect(compilerFor({ removeAdditional: true })({ ...route(objectBody({ name: text(10) })), httpPart: 'querystring' })).not.toBe(first)
  })

  it('validates as Fastify does in every server that shares it: coerced, unknown properties dropped, bad input refused', async () => {
    for (let server = 0; server < 2; server++) {
      const app = await createServer({ logLevel: 'silent' })
      app.post('/echo', { schema: { body: objectBody({ name: text(5, 1), count: { type: 'integer' } }, ['name']) } }, async (request) => request.body)
      const ok = await app.inject({ method: 'POST', url: '/echo', payload: { name: 'Ann', count: '3', extra: 'x' } })
      expect(ok.json()).toEqual({ name: 'Ann', count: 3 })
      const bad = await app.inject({ method: 'POST', url: '/echo', payload: { name: 'far too long' } })
      expect(bad.statusCode).toBe(400)
      await app.close()
    }
  })
})
