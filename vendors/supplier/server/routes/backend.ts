import type { Database } from 'better-sqlite3'
import type { FastifyRequest } from 'fastify'
import type { Caller } from '../http/auth'
import type { FileStore } from '../store/files'

/** What the API routes work with. */
export interface Backend {
  db: Database
  files: FileStore
  now(): number
  /** Today's date (YYYY-MM-DD) in the app's time zone. */
  today(): string
}

const callers = new WeakMap<FastifyRequest, Caller>()

export const setCaller = (request: FastifyRequest, caller: Caller) => void callers.set(request, caller)

/** The verified caller of an /api request (set by the token check before any handler runs). */
export function callerOf(request: FastifyRequest): Caller {
  const caller = callers.get(request)
  if (!caller) throw new Error('callerOf: the request passed no token check')
  return caller
}
