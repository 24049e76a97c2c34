import { Writable } from 'node:stream'
import Fastify from 'fastify'
import { describe, expect, it } from 'vitest'
import { GatewayError } from '../errors'
import { installErrorHandler } from './error-handler'

describe('installErrorHandler', () => {
  const build = () => {
    const lines: string[] = []
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk))
        done()
      },
    })
    const app = Fastify({ logger: { level: 'error', stream } })
    installErrorHandler(app)
    app.get('/boom', async () => {
      throw new Error('database exploded at /secret/path.ts:12')
    })
    app.get('/business', async () => {
      throw new GatewayError(403001, "You don't have permission")
    })
    return { app, lines }
  }

  it('answers an unexpected error with 500 system error and logs it, without the stack', async () => {
    const { app, lines } = build()
    const response = await app.inject({ method: 'GET', url: '/boom', headers: { 'accept-language': 'en' } })
    expect(response.statusCode).toBe(500)
    expect(JSON.parse(response.body)).toEqual({ code: 500000, msg: 'system error' })
    expect(lines.join('')).toContain('database exploded')
  })

  it('answers a GatewayError with HTTP 200 and its code', async () => {
    const { app } = build()
    const response = await app.inject({ method: 'GET', url: '/business', headers: { 'accept-language': 'en' } })
    expect(response.statusCode).toBe(200)
    expect(JSON.parse(response.body)).toEqual({ code: 403001, msg: "You don't have permission" })
  })
})
