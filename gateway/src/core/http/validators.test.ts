import { describe, expect, it } from 'vitest'
import { createServer } from './create-server'
import { objectBody, paragraph, text } from './schema'
import { buildValidator } from './validators'

type Compile = (route: { schema: unknown; method: string; url: string; httpPart: string }) => (data: unknown) => boolean
const compilerFor = (customOptions: Record<string, unknown>) =>
  buildValidator({}, { customOptions }) as unknown as Compile

describe('buildValidator', () => {
  it('compiles a schema once per process: servers declaring it afresh get the same validator', () => {
    const route = (schema: unknown) => ({ schema, method: 'POST', url: '/x', httpPart: 'body' })
    const first = compilerFor({ removeAdditional: true })(route(objectBody({ name: text(10) })))
    const again = compilerFor({ removeAdditional: true })(route(objectBody({ name: text(10) })))
    expect(again).toBe(first)
    // Another schema, or the same schema under other options or for another part, is compiled on its own.
    expect(compilerFor({ removeAdditional: true })(route(objectBody({ name: text(11) })))).not.toBe(first)
    expect(compilerFor({ removeAdditional: false })(route(objectBody({ name: text(10) })))).not.toBe(first)
    expect(
      compilerFor({ removeAdditional: true })({ ...route(objectBody({ name: text(10) })), httpPart: 'querystring' }),
    ).not.toBe(first)
  })

  it('validates as Fastify does in every server that shares it: coerced, unknown properties dropped, bad input refused', async () => {
    for (let server = 0; server < 2; server++) {
      const app = await createServer({ logLevel: 'silent' })
      app.post(
        '/echo',
        { schema: { body: objectBody({ name: text(5, 1), count: { type: 'integer' } }, ['name']) } },
        async (request) => request.body,
      )
      const ok = await app.inject({ method: 'POST', url: '/echo', payload: { name: 'Ann', count: '3', extra: 'x' } })
      expect(ok.json()).toEqual({ name: 'Ann', count: 3 })
      const bad = await app.inject({ method: 'POST', url: '/echo', payload: { name: 'far too long' } })
      expect(bad.statusCode).toBe(400)
      await app.close()
    }
  })
})

describe('the text of every request', () => {
  const echo = async (schema: Record<string, unknown>, payload: Record<string, unknown> | null, url = '/echo') => {
    const app = await createServer({ logLevel: 'silent' })
    app.post('/echo', { schema: { body: schema } }, async (request) => request.body)
    app.get('/echo', { schema: { querystring: schema } }, async (request) => request.query)
    const answer = await (url === '/echo'
      ? app.inject({ method: 'POST', url, payload: payload ?? {} })
      : app.inject({ method: 'GET', url }))
    await app.close()
    return answer
  }

  it('takes control and bidirectional characters out of every declared string, a line losing its line breaks', async () => {
    const schema = objectBody({
      title: text(100),
      reason: paragraph(500),
      tags: { type: 'array', items: { type: 'string', maxLength: 20 } },
      inputs: { type: 'object', additionalProperties: { type: 'string', maxLength: 20 } },
      id: { type: ['string', 'number'], maxLength: 5 },
    })
    const answer = await echo(schema, {
      title: 'Refund \u202Eredro\u202C 100\r\nATTENDEE:x\u0000',
      reason: 'Line one\r\nLine\ttwo\u0007\rthree\u2066',
      tags: ['a\u200Fb\nc'],
      inputs: { code: '\u0085x\u061C' },
      id: 'a\u0001b',
    })
    expect(answer.json()).toEqual({
      title: 'Refund redro 100 ATTENDEE:x',
      reason: 'Line one\nLine\ttwo\nthree',
      tags: ['ab c'],
      inputs: { code: 'x' },
      id: 'ab',
    })
  })

  it('counts the cleaned text against the limits, and cleans query strings too', async () => {
    expect((await echo(objectBody({ name: text(3, 1) }), { name: 'ab\u202E\u202C\u200E' })).json()).toEqual({
      name: 'ab',
    })
    expect((await echo(objectBody({ name: text(3, 1) }), { name: '\u202E' })).statusCode).toBe(400)
    expect((await echo(objectBody({ q: text(10) }), null, '/echo?q=a%0D%0Ab%E2%80%AE')).json()).toEqual({ q: 'a b' })
  })
})
