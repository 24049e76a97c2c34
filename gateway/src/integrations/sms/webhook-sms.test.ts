import { createHmac } from 'node:crypto'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { webhookSms } from './webhook-sms'

describe('the SMS webhook provider', () => {
  let server: Server
  let url = ''
  const received: Array<{ body: string; signature: string | undefined; type: string | undefined }> = []
  let status = 200
  beforeAll(async () => {
    server = createServer((request, response) => {
      let body = ''
      request.on('data', (chunk) => {
        body += chunk
      })
      request.on('end', () => {
        received.push({
          body,
          signature: request.headers['x-signature'] as string,
          type: request.headers['content-type'],
        })
        response.statusCode = status
        response.end()
      })
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/sms`
  })
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

  it('posts the phone and text as JSON, signed with HMAC-SHA256 of the body', async () => {
    await webhookSms(url, 'a-secret-of-sixteen+', 2000).send('13800000000', 'Your code is 123456')
    const { body, signature, type } = received[0]
    expect(JSON.parse(body)).toEqual({ phone: '13800000000', text: 'Your code is 123456' })
    expect(type).toBe('application/json')
    expect(signature).toBe(`sha256=${createHmac('sha256', 'a-secret-of-sixteen+').update(body).digest('hex')}`)
  })

  it('rejects when the provider answers other than 2xx', async () => {
    status = 502
    await expect(webhookSms(url, 'a-secret-of-sixteen+', 2000).send('13800000000', 'x')).rejects.toThrow(
      'SMS webhook answered 502',
    )
  })
})
