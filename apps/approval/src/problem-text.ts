import { RequestProblem } from './app-request-api'

/** What to tell the user about a failed call: the gateway's own message, or a text of ours for the rest. */
export function problemText(cause: unknown, t: (key: string) => string): string {
  if (cause instanceof RequestProblem && cause.kind === 'gateway') return cause.message
  if (cause instanceof RequestProblem && cause.kind === 'unreadable') return t('appRequest.unreadable')
  return t('appRequest.offline')
}
