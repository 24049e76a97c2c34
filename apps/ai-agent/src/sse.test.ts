import { describe, expect, it } from 'vitest'
import { parseBlock, readEvents } from './sse'

const streamOf = (...chunks: string[]) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(new TextEncoder().encode(chunk))
      controller.close()
    },
  })

async function all(stream: ReadableStream<Uint8Array>) {
  const events = []
  for await (const event of readEvents(stream)) events.push(event)
  return events
}

describe('server-sent events', () => {
  it('reads events split anywhere across chunks, CRLF included', async () => {
    const events = await all(
      streamOf(
        'event: conversation\ndata: {"id":3,"ti',
        'tle":"研发"}\n\nevent: del',
        'ta\r\ndata: {"text":"12"}\r\n\r\n',
        'event: done\ndata: {"messageId":9}\n\n',
      ),
    )
    expect(events).toEqual([
      { event: 'conversation', data: { id: 3, title: '研发' } },
      { event: 'delta', data: { text: '12' } },
      { event: 'done', data: { messageId: 9 } },
    ])
  })

  it('keeps a last event without its blank line and skips comments', async () => {
    expect(await all(streamOf(': ping\n\nevent: error\ndata: {"code":410601,"message":"wait"}'))).toEqual([
      { event: 'error', data: { code: 410601, message: 'wait' } },
    ])
  })

  it('joins data lines and keeps text that is not JSON', () => {
    expect(parseBlock('data: a\ndata: b')).toEqual({ event: 'message', data: 'a\nb' })
    expect(parseBlock('event: x')).toBeNull()
  })
})
