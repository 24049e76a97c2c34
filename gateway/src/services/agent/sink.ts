import type { Citation, ProposedAction } from './tools/types'

/** Where an answer goes while it is made: the chat route writes each call as a server-sent event. */
export interface AnswerSink {
  tool(name: string, label: string): void
  delta(text: string): void
  citation(citation: Citation): void
  action(action: ProposedAction): void
  /** Aborted when the client goes away (the answer is then stored as stopped). */
  signal: AbortSignal
}

/** What an answer came to, for storing. */
export interface Answer {
  content: string
  citations: Citation[]
  tokens: number
}

/** A rough token count of a text (about four characters of English, or one to two Chinese characters, per token). */
export const estimateTokens = (text: string): number => Math.ceil(text.length / 3)
