import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, describe, expect, it } from 'vitest'
import { receiveSuiteCallback } from '../directory/wecom-suite-callback'
import { WECOM_SUITE_DEMO } from './wecom-demo'
import { TICKET_INTERVAL_MS } from './wecom-suite'
import { startWecomSimulator } from './wecom-simulator'

const servers: Array<{ close(): unknown }> = []
afterAll(async () => {
  for (const server of servers) await server.close()
})

describe("the WeCom stand-in's suite_ticket pushes", () => {
  it('pushes a ticket at start, retries it until the callback answers success, and then waits 10 minutes', async () => {
    const received: Array<{ ticket: string; status: number }> = []
    let answered = 0
    const receiver: Server = createServer((request, response) => {
      const chunks: Buffer[] = []
      request.on('data', (chunk: Buffer) => chunks.push(chunk))
      request.on('end', () => {
        const url = new URL(request.url ?? '/', 'http://x')
        const outcome = receiveSuiteCallback(WECOM_SUITE_DEMO, {
          method: 'POST',
          query: Object.fromEntries(url.searchParams),
          headers: {},
          rawBody: Buffer.concat(chunks).toString('utf8'),
          now: Date.now(),
        })
        // The first push finds the gateway still starting.
        const status = answered++ === 0 ? 503 : 200
        if (outcome.event?.type === 'suite_ticket') received.push({ ticket: outcome.event.ticket, status })
        response.writeHead(status).end(status === 200 ? 'success' : 'starting')
      })
    })
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve))
    servers.push({ close: () => new Promise((resolve) => receiver.close(resolve)) })
    const simulator = await startWecomSimulator({
      host: '127.0.0.1',
      portalOrigin: 'http://localhost:1',
      corpId: 'ww-demo-corp',
      agentId: '1000002',
      secret: 's',
      suiteCallbackUrl: `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/suite`,
    })
    servers.push(simulator)
    for (let i = 0; i < 60 && received.length < 2; i++) await new Promise((resolve) => setTimeout(resolve, 50))
    expect(received.map((r) => r.status)).toEqual([503, 200])
    expect(received[1]!.ticket).toBe(received[0]!.ticket)
    expect(TICKET_INTERVAL_MS).toBe(600_000)
    await simulator.close()
    await new Promise((resolve) => setTimeout(resolve, 1200))
    expect(received).toHaveLength(2)
  })
})
