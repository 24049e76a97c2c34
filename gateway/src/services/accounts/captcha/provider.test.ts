import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { shellPolicy } from '../../../sites/policies'
import { startTestGateway, type TestGateway } from '../../../testing/test-gateway'
import { humanTrail } from '../../../testing/verification-codes'

const GENERATE = '/gateway/uac/captcha/generate'
const VALIDATE = '/gateway/uac/captcha/validate'

/**
 * A siteverify endpoint on loopback speaking the providers' protocol: a form POST of secret, response and remoteip;
 * answers `{ success, error-codes }`. 'solved-token' is a solved challenge; 'broken' answers HTTP 500.
 */
function siteverify() {
  const seen: Array<Record<string, string>> = []
  const server: Server = createServer((request, response) => {
    let body = ''
    request.on('data', (chunk) => {
      body += chunk
    })
    request.on('end', () => {
      const form = Object.fromEntries(new URLSearchParams(body))
      seen.push({ ...form, contentType: String(request.headers['content-type']) })
      if (form.response === 'broken') return void response.writeHead(500).end()
      const success = form.secret === 'the-secret' && form.response === 'solved-token'
      response.writeHead(200, { 'content-type': 'application/json' })
      response.end(JSON.stringify({ success, 'error-codes': success ? [] : ['invalid-input-response'] }))
    })
  })
  return { server, seen }
}

describe('a hosted challenge provider behind the CAPTCHA_PROVIDER setting', () => {
  const provider = siteverify()
  let gateway: TestGateway
  let plain: TestGateway
  beforeAll(async () => {
    await new Promise<void>((resolve) => provider.server.listen(0, '127.0.0.1', resolve))
    const verifyUrl = `http://127.0.0.1:${(provider.server.address() as AddressInfo).port}/siteverify`
    gateway = await startTestGateway({
      captchaProvider: { name: 'turnstile', siteKey: 'site-key-1', secret: 'the-secret', verifyUrl },
    })
    plain = await startTestGateway()
  })
  afterAll(async () => {
    await Promise.all([gateway.close(), plain.close()])
    provider.server.close()
  })
  const send = (on: TestGateway, url: string, payload: object, lang = 'en') =>
    on.app
      .inject({ method: 'POST', url, payload, remoteAddress: '10.95.0.1', headers: { 'accept-language': lang } })
      .then((r) => JSON.parse(r.body))

  it("gives a pass for a token the provider's siteverify confirms, with the secret and the asker's address", async () => {
    const { result } = await send(gateway, GENERATE, { type: 'provider' })
    expect(result).toEqual({ type: 'provider', id: result.id, provider: 'turnstile', siteKey: 'site-key-1', steps: 1 })
    const answer = await send(gateway, VALIDATE, { id: result.id, providerToken: 'solved-token' })
    expect(answer.result.captchaToken).toMatch(/^[\w-]{32}$/)
    expect(provider.seen.at(-1)).toEqual({
      secret: 'the-secret',
      response: 'solved-token',
      remoteip: '10.95.0.1',
      contentType: 'application/x-www-form-urlencoded',
    })
  })

  it("makes the provider's challenge the harder variant's second step, and lets the shell page load its widget", async () => {
    const ip = '10.96.0.1'
    const from = (url: string, payload: object) =>
      gateway.app.inject({ method: 'POST', url, payload, remoteAddress: ip }).then((r) => JSON.parse(r.body))
    const drop = async () => {
      const { result } = await from(GENERATE, { type: 'slider' })
      const row = await gateway.ctx.db
        .selectFrom('captcha_challenge')
        .select('answer')
        .where('id', '=', result.id)
        .executeTakeFirstOrThrow()
      gateway.setNow(gateway.ctx.now() + 1000)
      return from(VALIDATE, { id: result.id, x: Number(row.answer), trail: humanTrail(Number(row.answer)) })
    }
    for (let i = 0; i < 2; i++) expect((await drop()).result.captchaToken).toBeDefined()
    const { result } = await drop()
    expect(result.next).toEqual({
      type: 'provider',
      id: result.next.id,
      provider: 'turnstile',
      siteKey: 'site-key-1',
      steps: 1,
    })
    expect((await from(VALIDATE, { id: result.next.id, providerToken: 'solved-token' })).result.captchaToken).toMatch(
      /^[\w-]{32}$/,
    )
    const policy = shellPolicy(gateway.ctx.config)
    for (const directive of ['script-src', 'frame-src', 'connect-src'])
      expect(policy).toMatch(new RegExp(`${directive} [^;]*https://challenges\\.cloudflare\\.com`))
    expect(shellPolicy(plain.ctx.config)).not.toContain('cloudflare')
  })

  it('fails a token the provider refuses, a missing one, and any answer when the provider is down, without a crash', async () => {
    for (const providerToken of ['forged-token', 'broken', undefined]) {
      const { result } = await send(gateway, GENERATE, { type: 'provider' })
      expect(await send(gateway, VALIDATE, { id: result.id, ...(providerToken ? { providerToken } : {}) })).toEqual({
        code: 400111,
        msg: 'Verification failed, please try again',
      })
    }
    const { result } = await send(gateway, GENERATE, { type: 'provider' })
    await new Promise<void>((resolve) => provider.server.close(() => resolve()))
    expect((await send(gateway, VALIDATE, { id: result.id, providerToken: 'solved-token' })).code).toBe(400111)
    // The gateway's own puzzles go on.
    expect((await send(gateway, GENERATE, { type: 'slider' })).result.type).toBe('slider')
  })

  it('refuses a provider challenge where none is configured, in both languages', async () => {
    expect(await send(plain, GENERATE, { type: 'provider' })).toEqual({
      code: 400000,
      msg: 'No challenge provider is configured on this installation',
    })
    expect(await send(plain, GENERATE, { type: 'provider' }, 'zh-CN')).toEqual({
      code: 400000,
      msg: '此安装未配置人机验证服务',
    })
  })
})
