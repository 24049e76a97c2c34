import { agentApi as agentRoutes, type ChatInput } from '@hr-portal/api/client/agent'
import type { Env } from '@hr-portal/bridge'
import type { AgentConnection } from './connection'
import { readEvents, type StreamEvent } from './sse'

export type Language = Env['language']
// The assistant's answers, typed by the contract (api/src/agent).
export type {
  Citation,
  ConversationSummary,
  ProposedAction,
  StoredMessage,
  Suggestions,
} from '@hr-portal/api/client/agent'
export type { AgentConnection } from './connection'

/** A gateway answer that was not a success: its code and its message in the request's language. */
export class AgentError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message)
  }
}

/** The server's own message for a refused call; `fallback` for a transport failure (no server code). */
export function messageOf(error: unknown, fallback: string): string {
  if (error instanceof AgentError) return error.message
  const serverCode = (error as { serverCode?: unknown } | null)?.serverCode
  return typeof serverCode === 'number' && error instanceof Error && error.message ? error.message : fallback
}

const base = (connection: AgentConnection) => `${connection.gatewayUrl.replace(/\/+$/, '')}/agent/web/`

async function post(connection: AgentConnection, path: string, body: unknown, signal?: AbortSignal): Promise<Response> {
  const run = connection.fetch ?? fetch
  return run(base(connection) + path, {
    method: 'POST',
    credentials: 'include',
    headers: {
      'Content-Type': 'application/json',
      'Accept-Language': connection.language(),
      token: await connection.token(),
    },
    body: JSON.stringify(body),
    signal,
  })
}

/** Reads a JSON envelope; a code other than 0 (or a failed status) becomes an AgentError. */
async function envelope<T>(response: Response, onCode?: (code: number) => void): Promise<T> {
  let body: { code?: number; msg?: string; result?: T } | null = null
  try {
    body = await response.json()
  } catch {
    throw new AgentError(response.status, `${response.status} ${response.statusText}`)
  }
  if (!response.ok || (body?.code ?? 0) !== 0) {
    onCode?.(body?.code ?? response.status)
    throw new AgentError(body?.code ?? response.status, body?.msg || `${response.status} ${response.statusText}`)
  }
  return body!.result as T
}

/** The agent service's routes (api/src/agent): the JSON ones through the generated client, the chat as a stream. */
export function agentApi(connection: AgentConnection) {
  // An absolute address: the wrapper passes it through unchanged (agent is not one of its service segments).
  const absolute = (path: string) =>
    new URL(`${connection.gatewayUrl.replace(/\/+$/, '')}${path}`, globalThis.location?.href).href
  const routes = agentRoutes(async ({ path, input }) => (await connection.postJson(absolute(path), input)).result)
  return {
    list: () => routes.conversations.list(),
    detail: (id: number) => routes.conversations.detail({ id }),
    remove: (id: number) => routes.conversations.remove({ id }),
    suggestions: (language: Language) => routes.chat.suggestions({ language }),
    confirm: (actionId: string) => routes.chat.confirm({ actionId }),
    /** Asks a question; the answer's events arrive as they are sent. A refused request (rate limit …) throws AgentError. */
    async *chat(input: ChatInput, signal: AbortSignal): AsyncGenerator<StreamEvent> {
      const response = await post(connection, 'chat', input, signal)
      const type = response.headers.get('content-type') ?? ''
      if (!response.ok || !type.includes('text/event-stream') || !response.body) {
        await envelope(response, connection.onCode)
        throw new AgentError(response.status, `${response.status} ${response.statusText}`)
      }
      yield* readEvents(response.body)
    },
  }
}

export type AgentApi = ReturnType<typeof agentApi>
