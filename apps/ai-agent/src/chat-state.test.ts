import { describe, expect, it, vi } from 'vitest'
import { AgentError, type AgentApi } from './api'
import { ChatState } from './chat-state'
import type { StreamEvent } from './sse'

const texts = { networkError: () => 'network down', untitled: () => 'New conversation', unreachable: () => 'no answer' }

function fakeApi(script: (signal: AbortSignal) => AsyncGenerator<StreamEvent>): AgentApi {
  return {
    list: vi.fn(async () => []),
    detail: vi.fn(),
    remove: vi.fn(async () => true as const),
    suggestions: vi.fn(),
    confirm: vi.fn(),
    chat: vi.fn((_input, signal: AbortSignal) => script(signal)),
  } as unknown as AgentApi
}

describe('chat state', () => {
  it('streams an answer: conversation, tool progress, text, citation, action, done', async () => {
    const api = fakeApi(async function* () {
      yield { event: 'conversation', data: { id: 7, title: 'R&D' } }
      yield { event: 'tool', data: { name: 'headcount', label: 'Looking up headcount…' } }
      yield { event: 'delta', data: { text: 'The R&D centre has ' } }
      yield { event: 'delta', data: { text: '**12** people.' } }
      yield { event: 'citation', data: { title: 'Headcount', app: 'bi', path: '/headcount' } }
      yield { event: 'action', data: { actionId: 'a1', kind: 'remind', summary: 'Remind Li' } }
      yield { event: 'done', data: { messageId: 5 } }
    })
    const tools: Array<string | undefined> = []
    const state: ChatState = new ChatState(api, texts, () => tools.push(state.snapshot.messages[1]?.tool))
    await state.ask('  How many in R&D?  ', 'en')
    const [question, answer] = state.snapshot.messages
    expect(question).toMatchObject({ role: 'user', content: 'How many in R&D?' })
    expect(answer).toMatchObject({
      role: 'assistant',
      status: 'done',
      content: 'The R&D centre has **12** people.',
      tool: undefined,
      citations: [{ title: 'Headcount', app: 'bi', path: '/headcount' }],
      actions: [{ actionId: 'a1', kind: 'remind', summary: 'Remind Li' }],
    })
    expect(tools).toContain('Looking up headcount…')
    expect(state.snapshot).toMatchObject({ conversationId: 7, streaming: false })
    expect(api.chat).toHaveBeenCalledWith(
      { conversationId: undefined, message: 'How many in R&D?', language: 'en' },
      expect.any(AbortSignal),
    )
  })

  it('marks a stopped answer and retries its question in its place', async () => {
    let calls = 0
    const api = fakeApi(async function* (signal) {
      calls++
      if (calls === 1) {
        yield { event: 'delta', data: { text: 'partial' } }
        await new Promise((_, reject) =>
          signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
        )
      }
      yield { event: 'delta', data: { text: 'whole answer' } }
      yield { event: 'done', data: { messageId: 2 } }
    })
    const state = new ChatState(api, texts, () => {})
    const asking = state.ask('q', 'zh-CN')
    await vi.waitFor(() => expect(state.snapshot.messages[1].content).toBe('partial'))
    state.stop()
    await asking
    expect(state.snapshot.messages[1]).toMatchObject({ status: 'stopped', content: 'partial' })
    state.retry(state.snapshot.messages[1].key, 'zh-CN')
    await vi.waitFor(() => expect(state.snapshot.streaming).toBe(false))
    expect(state.snapshot.messages.map((m) => [m.role, m.content, m.status])).toEqual([
      ['user', 'q', 'done'],
      ['assistant', 'whole answer', 'done'],
    ])
  })

  it('shows the server error event, a refused request and a lost connection as clear errors', async () => {
    const errors: Array<() => AsyncGenerator<StreamEvent>> = [
      async function* () {
        yield { event: 'error', data: { code: 410603, message: 'The model is not reachable' } }
      },
      // biome-ignore lint/correctness/useYield: a stream refused before its first event
      async function* () {
        throw new AgentError(410601, 'too many questions, wait a moment')
      },
      // biome-ignore lint/correctness/useYield: a stream lost before its first event
      async function* () {
        throw new TypeError('Failed to fetch')
      },
    ]
    const seen = []
    for (const script of errors) {
      const state = new ChatState(fakeApi(script), texts, () => {})
      await state.ask('q', 'en')
      seen.push([state.snapshot.messages[1].status, state.snapshot.messages[1].error])
    }
    expect(seen).toEqual([
      ['error', 'The model is not reachable'],
      ['error', 'too many questions, wait a moment'],
      ['error', 'network down'],
    ])
  })

  it('shows the server’s message for a refused list and a plain text for a transport failure', async () => {
    const api = fakeApi(async function* () {})
    const state = new ChatState(api, texts, () => {})
    vi.mocked(api.list).mockRejectedValueOnce(Object.assign(new Error('无权限'), { serverCode: 404110 }))
    await state.loadList()
    expect(state.snapshot).toMatchObject({ listState: 'error', listError: '无权限' })
    vi.mocked(api.list).mockRejectedValueOnce(
      new Error('[POST] "http://x/gateway/agent/web/conversation/list": 502 Bad Gateway'),
    )
    await state.loadList()
    expect(state.snapshot).toMatchObject({ listState: 'error', listError: 'no answer' })
  })

  it('ignores an empty question', async () => {
    const api = fakeApi(async function* () {
      yield { event: 'done', data: {} }
    })
    const state = new ChatState(api, texts, () => {})
    await state.ask('   ', 'en')
    expect(api.chat).not.toHaveBeenCalled()
  })
})
