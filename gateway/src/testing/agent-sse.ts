import type { TestGateway } from './test-gateway'

export interface SseEvent {
  event: string
  data: any
}

/** Parses a text/event-stream body into its events. */
export function parseEvents(body: string): SseEvent[] {
  return body
    .split('\n\n')
    .filter((block) => block.includes('event:'))
    .map((block) => {
      const event = /^event: (.*)$/m.exec(block)?.[1] ?? ''
      const data = /^data: (.*)$/m.exec(block)?.[1] ?? 'null'
      return { event, data: JSON.parse(data) }
    })
}

/** Asks the assistant through the chat route (inject) and answers its events. */
export async function ask(
  gateway: TestGateway,
  token: string,
  message: string,
  language: 'zh-CN' | 'en' = 'zh-CN',
  conversationId?: number,
): Promise<SseEvent[]> {
  const response = await gateway.app.inject({
    method: 'POST',
    url: '/gateway/agent/web/chat',
    headers: { token },
    payload: { message, language, ...(conversationId ? { conversationId } : {}) },
  })
  if (!String(response.headers['content-type']).startsWith('text/event-stream'))
    throw new Error(`not a stream: ${response.body}`)
  return parseEvents(response.body)
}

export const textOf = (events: SseEvent[]): string =>
  events
    .filter((e) => e.event === 'delta')
    .map((e) => e.data.text)
    .join('')
