import { request } from 'node:http'
import { connect } from 'node:net'
import { describe, expect, it } from 'vitest'
import { createServer } from './create-server'
import { openEventStream, openEventStreams } from './event-stream'
import { closeHttp, listenHttp } from './listen'

/** Opens a GET whose answer stays open; resolves with the response once its headers arrived. */
const openStream = (port: number) =>
  new Promise<import('node:http').IncomingMessage>((resolve, reject) => {
    request({ port, host: '127.0.0.1', path: '/stream' }, resolve).on('error', reject).end()
  })

describe('closeHttp', () => {
  it('ends the event streams of the closing server at once instead of waiting for the drain time', async () => {
    const { server, port } = await listenHttp(0, '127.0.0.1')
    const app = await createServer({ logLevel: 'silent', server })
    app.get('/stream', async (_request, reply) => {
      openEventStream(reply)
    })
    await app.ready()
    const response = await openStream(port)
    const ended = new Promise((resolve) => response.on('end', resolve).resume())
    expect(openEventStreams()).toBe(1)

    const started = Date.now()
    await closeHttp(server, 20_000)
    await ended
    expect(Date.now() - started).toBeLessThan(5000)
    expect(openEventStreams()).toBe(0)
    await app.close()
  })

  it('closes at once a connection that never sent a request, as a browser opens ahead of need', async () => {
    const { server, port } = await listenHttp(0, '127.0.0.1')
    const app = await createServer({ logLevel: 'silent', server })
    await app.ready()
    const socket = connect(port, '127.0.0.1')
    await new Promise((resolve) => socket.once('connect', resolve))
    const socketClosed = new Promise((resolve) => socket.once('close', resolve))
    const started = Date.now()
    await closeHttp(server, 20_000)
    await socketClosed
    expect(Date.now() - started).toBeLessThan(2000)
    await app.close()
  })

  it('lets a request in flight finish before the server closes', async () => {
    const { server, port } = await listenHttp(0, '127.0.0.1')
    const app = await createServer({ logLevel: 'silent', server })
    app.get('/slow', async () => {
      await new Promise((resolve) => setTimeout(resolve, 300))
      return { done: true }
    })
    await app.ready()
    const answer = new Promise<string>((resolve, reject) => {
      request({ port, host: '127.0.0.1', path: '/slow' }, (response) => {
        let body = ''
        response
          .on('data', (chunk) => {
            body += chunk
          })
          .on('end', () => resolve(body))
      })
        .on('error', reject)
        .end()
    })
    await new Promise((resolve) => setTimeout(resolve, 50))
    await closeHttp(server)
    expect(JSON.parse(await answer)).toEqual({ done: true })
    await app.close()
  })
})
