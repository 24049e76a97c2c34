import {
  AgentError,
  messageOf,
  type AgentApi,
  type Citation,
  type ConversationSummary,
  type Language,
  type ProposedAction,
} from './api'

/** A message as the page shows it; `streaming` only while its answer arrives. */
export interface ChatMessage {
  key: string
  role: 'user' | 'assistant'
  content: string
  status: 'streaming' | 'done' | 'stopped' | 'error'
  citations: Citation[]
  actions: Array<ProposedAction & { done?: string }>
  /** The tool being called, as the server labels it. */
  tool?: string
  error?: string
  /** The question an answer replies to, for Retry. */
  question?: string
}

export interface ChatSnapshot {
  conversationId?: number
  conversations: ConversationSummary[]
  listState: 'loading' | 'ready' | 'error'
  listError?: string
  messages: ChatMessage[]
  openState: 'ready' | 'loading' | 'error'
  openError?: string
  streaming: boolean
}

let keys = 0
const nextKey = () => `m${++keys}`

/**
 * The chat's state and its moves: conversations, the open one's messages and one streamed answer
 * at a time. The page renders `snapshot` and calls the moves; `onChange` hears every change.
 */
export class ChatState {
  snapshot: ChatSnapshot = {
    conversations: [],
    listState: 'loading',
    messages: [],
    openState: 'ready',
    streaming: false,
  }
  private abort: AbortController | null = null
  private opening = 0

  constructor(
    private api: AgentApi,
    private texts: { networkError(): string; untitled(): string; unreachable(): string },
    private onChange: () => void,
  ) {}

  private set(change: Partial<ChatSnapshot>) {
    this.snapshot = { ...this.snapshot, ...change }
    this.onChange()
  }

  private patchLast(change: Partial<ChatMessage> | ((message: ChatMessage) => Partial<ChatMessage>)) {
    const messages = this.snapshot.messages.slice()
    const last = messages[messages.length - 1]
    if (last?.role !== 'assistant') return
    messages[messages.length - 1] = { ...last, ...(typeof change === 'function' ? change(last) : change) }
    this.set({ messages })
  }

  async loadList() {
    this.set({ listState: 'loading', listError: undefined })
    try {
      this.set({ conversations: await this.api.list(), listState: 'ready' })
    } catch (error) {
      this.set({ listState: 'error', listError: messageOf(error, this.texts.unreachable()) })
    }
  }

  newConversation() {
    this.stop()
    this.opening++
    this.set({ conversationId: undefined, messages: [], openState: 'ready', openError: undefined })
  }

  async open(id: number) {
    this.stop()
    const ticket = ++this.opening
    this.set({ conversationId: id, messages: [], openState: 'loading', openError: undefined })
    try {
      const detail = await this.api.detail(id)
      if (ticket !== this.opening) return
      const messages: ChatMessage[] = []
      for (const stored of detail.messages) {
        const question =
          stored.role === 'assistant' ? [...messages].reverse().find((m) => m.role === 'user')?.content : undefined
        messages.push({
          key: nextKey(),
          role: stored.role,
          content: stored.content,
          status: stored.status,
          citations: stored.citations ?? [],
          actions: [],
          question,
        })
      }
      this.set({ messages, openState: 'ready' })
    } catch (error) {
      if (ticket === this.opening)
        this.set({ openState: 'error', openError: messageOf(error, this.texts.unreachable()) })
    }
  }

  async remove(id: number) {
    await this.api.remove(id)
    if (this.snapshot.conversationId === id) this.newConversation()
    this.set({ conversations: this.snapshot.conversations.filter((c) => c.id !== id) })
  }

  /** Sends `question` and streams its answer into a new assistant message. */
  async ask(question: string, language: Language) {
    const text = question.trim()
    if (!text || this.snapshot.streaming) return
    const abort = new AbortController()
    this.abort = abort
    this.set({
      streaming: true,
      messages: [
        ...this.snapshot.messages,
        { key: nextKey(), role: 'user', content: text, status: 'done', citations: [], actions: [] },
        {
          key: nextKey(),
          role: 'assistant',
          content: '',
          status: 'streaming',
          citations: [],
          actions: [],
          question: text,
        },
      ],
    })
    try {
      const events = this.api.chat(
        { conversationId: this.snapshot.conversationId, message: text, language },
        abort.signal,
      )
      for await (const { event, data } of events) {
        if (!this.apply(event, data as Record<string, unknown>)) break
      }
      this.patchLast((last) => (last.status === 'streaming' ? { status: 'done', tool: undefined } : {}))
    } catch (error) {
      if (abort.signal.aborted) this.patchLast({ status: 'stopped', tool: undefined })
      else
        this.patchLast({
          status: 'error',
          tool: undefined,
          error: error instanceof AgentError ? error.message : this.texts.networkError(),
        })
    } finally {
      if (this.abort === abort) this.abort = null
      this.set({ streaming: false })
      void this.loadList()
    }
  }

  /** One stream event; false ends the stream. */
  private apply(event: string, data: Record<string, unknown>): boolean {
    switch (event) {
      case 'conversation': {
        const id = Number(data.id)
        const title = String(data.title ?? '') || this.texts.untitled()
        const known = this.snapshot.conversations.some((c) => c.id === id)
        this.set({
          conversationId: id,
          conversations: known
            ? this.snapshot.conversations
            : [{ id, title, updatedAt: Date.now() }, ...this.snapshot.conversations],
        })
        return true
      }
      case 'tool':
        this.patchLast({ tool: String(data.label ?? data.name ?? '') })
        return true
      case 'delta':
        this.patchLast((last) => ({ content: last.content + String(data.text ?? ''), tool: undefined }))
        return true
      case 'citation':
        this.patchLast((last) => ({
          citations: [...last.citations, { title: String(data.title), app: String(data.app), path: String(data.path) }],
        }))
        return true
      case 'action':
        this.patchLast((last) => ({
          actions: [
            ...last.actions,
            { actionId: String(data.actionId), kind: String(data.kind), summary: String(data.summary) },
          ],
        }))
        return true
      case 'done':
        this.patchLast({ status: 'done', tool: undefined })
        return false
      case 'error':
        this.patchLast({
          status: 'error',
          tool: undefined,
          error: String(data.message ?? '') || this.texts.networkError(),
        })
        return false
      default:
        return true
    }
  }

  stop() {
    this.abort?.abort()
  }

  /** Asks the failed or stopped answer's question again, in place of it. */
  retry(key: string, language: Language) {
    const messages = this.snapshot.messages
    const index = messages.findIndex((m) => m.key === key)
    const answer = messages[index]
    if (!answer?.question || this.snapshot.streaming) return
    const before = messages[index - 1]?.role === 'user' ? index - 1 : index
    this.set({ messages: [...messages.slice(0, before), ...messages.slice(index + 1)] })
    void this.ask(answer.question, language)
  }

  markAction(actionId: string, done: string) {
    this.set({
      messages: this.snapshot.messages.map((m) =>
        m.actions.some((a) => a.actionId === actionId)
          ? { ...m, actions: m.actions.map((a) => (a.actionId === actionId ? { ...a, done } : a)) }
          : m,
      ),
    })
  }
}
