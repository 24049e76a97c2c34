import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { AddressInfo } from 'node:net'
import type { ModelServer } from '../../testing/model-server'
import { startTestGateway, type TestGateway } from '../../testing/test-gateway'
import { ask, parseEvents } from '../../testing/agent-sse'
import { KEY, startModelGateway } from './test-helpers'

describe('the model path (a local OpenAI-compatible server): streaming, errors, time limit and abort', () => {
  let close: () => Promise<void>
  let model: ModelServer
  let gateway: TestGateway
  let staff: string
  beforeAll(async () => {
    ;({ model, gateway, staff, close } = await startModelGateway())
  }, 60_000)
  afterAll(() => close?.())
  beforeEach(() => {
    model.requests.length = 0
  })

  it('streams the answer as several delta events and stores it with its usage', async () => {
    model.script({ text: ['Hello', ', this is ', 'the assistant.'] })
    const events = await ask(gateway, staff, 'hello', 'en')
    expect(events.filter((e) => e.event === 'delta').map((e) => e.data.text)).toEqual([
      'Hello',
      ', this is ',
      'the assistant.',
    ])
    const { messageId } = events.at(-1)!.data
    const stored = await gateway.ctx.db
      .selectFrom('agent_message')
      .selectAll()
      .where('id', '=', messageId)
      .executeTakeFirstOrThrow()
    expect(stored).toMatchObject({ content: 'Hello, this is the assistant.', status: 'done', tokens: 100 })
  }, 60_000)

  it('gives a clear error event when the model answers HTTP 500 or breaks the stream', async () => {
    model.script({ status: 500 })
    const failed = await ask(gateway, staff, 'hello', 'en')
    expect(failed.at(-1)).toEqual({
      event: 'error',
      data: { code: 410607, message: 'The AI model could not answer: HTTP 500' },
    })
    model.script({ broken: 'Half an ans' })
    const broken = await ask(gateway, staff, '你好', 'zh-CN')
    expect(broken.at(-1)!.event).toBe('error')
    expect(broken.at(-1)!.data.code).toBe(410607)
    expect(broken.at(-1)!.data.message).toMatch(/^AI 模型无法回答：/)
  }, 60_000)

  it('gives a clear error event when the model takes longer than the time limit', async () => {
    const slow = await startTestGateway({
      agentModel: { baseUrl: model.baseUrl, model: 'test-model', key: KEY, timeoutMs: 300 },
    })
    try {
      const closedBefore = model.closed()
      model.script({ stall: 'Thinking' })
      const events = await ask(slow, await slow.login('staff', 'Staff@12345'), 'hello', 'en')
      expect(events.at(-1)).toEqual({
        event: 'error',
        data: { code: 410608, message: 'The AI model did not answer in time' },
      })
      const stored = await slow.ctx.db
        .selectFrom('agent_message')
        .select(['status', 'content'])
        .where('role', '=', 'assistant')
        .execute()
      expect(stored).toEqual([{ status: 'error', content: 'Thinking' }])
      for (let i = 0; i < 40 && model.closed() === closedBefore; i++)
        await new Promise((resolve) => setTimeout(resolve, 50))
      expect(model.closed()).toBe(closedBefore + 1)
    } finally {
      await slow.close()
    }
  }, 60_000)

  it('stops the model call when the client aborts and stores the partial answer as stopped', async () => {
    await gateway.app.listen({ port: 0, host: '127.0.0.1' })
    const { port } = gateway.app.server.address() as AddressInfo
    const closedBefore = model.closed()
    model.script({ stall: 'The first part' })
    const abort = new AbortController()
    const response = await fetch(`http://127.0.0.1:${port}/gateway/agent/web/chat`, {
      method: 'POST',
      headers: { token: staff, 'content-type': 'application/json' },
      body: JSON.stringify({ message: 'tell me a long story', language: 'en' }),
      signal: abort.signal,
    })
    const reader = response.body!.getReader()
    let seen = ''
    while (!seen.includes('event: delta')) seen += new TextDecoder().decode((await reader.read()).value)
    expect(parseEvents(seen).find((e) => e.event === 'delta')!.data.text).toBe('The first part')
    abort.abort()
    const conversationId = parseEvents(seen)[0].data.id
    let stored
    for (let i = 0; i < 50 && !stored; i++) {
      await new Promise((resolve) => setTimeout(resolve, 100))
      stored = await gateway.ctx.db
        .selectFrom('agent_message')
        .selectAll()
        .where('conversation_id', '=', conversationId)
        .where('role', '=', 'assistant')
        .executeTakeFirst()
    }
    expect(stored).toMatchObject({ status: 'stopped', content: 'The first part' })
    for (let i = 0; i < 20 && model.closed() === closedBefore; i++)
      await new Promise((resolve) => setTimeout(resolve, 50))
    expect(model.closed()).toBe(closedBefore + 1)
  }, 60_000)
})
