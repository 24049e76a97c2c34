import type { Env } from '@hr-portal/bridge'

/** How the app reaches the gateway: its URL, the staff token and the UI language. */
export interface AgentConnection {
  gatewayUrl: string
  token(): Promise<string>
  language(): Env['language']
  fetch?: typeof fetch
  /** The JSON routes go through the bridge's request wrapper (`app.http.postJson`); only the stream uses fetch. */
  postJson<T>(url: string, body: unknown): Promise<{ result?: T }>
  /** Hears every server code that is not a success (the shell owns the prompt for session codes). */
  onCode?(code: number): void
}
