import { route } from '@hr-portal/api'
import { integer, objectBody, record, str, text } from '@hr-portal/api/schema'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { ok } from '../envelope'
import { GatewayError } from '../errors'
import { createServer } from './create-server'
import { serve } from './serve'

const named = route({
  method: 'POST',
  path: '/test/web/named',
  body: objectBody({ name: text(10, 1) }, ['name']),
  result: record({ id: integer(), name: str() }),
  errors: [499001],
  tenant: { none: 'a test route' },
})

describe('serve', () => {
  let app: FastifyInstance
  let answer: unknown
  beforeAll(async () => {
    app = await createServer({ logLevel: 'silent' })
    serve(app, named, {}, async (request) => {
      if (request.body.name === 'refuse') throw new GatewayError(499001, 'refused', 200)
      return answer as ReturnType<typeof ok<{ id: number; name: string }>>
    })
    await app.ready()
  })
  afterAll(() => app.close())
  const post = async (body: object) => {
    const reply = await app.inject({ method: 'POST', url: '/test/web/named', payload: body })
    return { status: reply.statusCode, body: reply.json() }
  }

  it('validates and cleans the body by the contract, dropping unknown fields', async () => {
    answer = ok({ id: 1, name: 'x' })
    expect((await post({})).body.code).toBe(400000)
    expect((await post({ name: 'far too long a name' })).status).toBe(400)
    expect(await post({ name: 'a\nb', extra: 1 })).toEqual({
      status: 200,
      body: { code: 0, msg: 'success', result: { id: 1, name: 'x' } },
    })
  })

  it('answers a business refusal as the envelope without a result', async () => {
    expect(await post({ name: 'refuse' })).toEqual({ status: 200, body: { code: 499001, msg: 'refused' } })
  })

  it('fails an answer outside its schema in tests: a field it does not declare, or one missing or of the wrong type', async () => {
    for (const wrong of [{ id: 1, name: 'x', secret: 's' }, { id: 1 }, { id: '1', name: 'x' }]) {
      answer = ok(wrong)
      expect((await post({ name: 'a' })).status, JSON.stringify(wrong)).toBe(500)
    }
  })
})

describe('serve, answering shared bytes', () => {
  it('checks bytes made once for many answers as they are sent', async () => {
    const app = await createServer({ logLevel: 'silent' })
    let bytes = Buffer.from(JSON.stringify(ok({ id: 1, name: 'x' })))
    serve(
      app,
      named,
      {},
      async (_request, reply) => reply.header('content-type', 'application/json').send(bytes) as never,
    )
    await app.ready()
    const post = async () =>
      (await app.inject({ method: 'POST', url: '/test/web/named', payload: { name: 'a' } })).statusCode
    expect(await post()).toBe(200)
    bytes = Buffer.from(JSON.stringify(ok({ id: 1, name: 'x', secret: 's' })))
    expect(await post()).toBe(500)
    await app.close()
  })
})
