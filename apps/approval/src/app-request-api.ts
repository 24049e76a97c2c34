import { readAppRequest, readFlow, type AppRequest, type Flow, type Move } from './app-request-data'
import { http } from './shell'

/**
 * Why a call failed: `gateway` carries the gateway's own message (already in the page's language), `offline` means
 * the portal could not be reached, `unreadable` an answer of a shape the page does not know.
 */
export class RequestProblem extends Error {
  constructor(readonly kind: 'gateway' | 'offline' | 'unreadable', message: string = kind, options?: { cause?: unknown }) {
    super(message, options)
    this.name = 'RequestProblem'
  }
}

async function call(path: string, body: Record<string, unknown>): Promise<unknown> {
  let answer
  try {
    answer = await http.postJson<unknown>(path, body)
  } catch (cause) {
    throw new RequestProblem('offline', 'offline', { cause })
  }
  if (answer.code !== 0) throw new RequestProblem('gateway', answer.msg)
  return answer.result
}

function checked<T>(value: T | null, raw: unknown): T {
  if (value === null) {
    console.warn('[approval] unreadable answer', raw)
    throw new RequestProblem('unreadable')
  }
  return value
}

export const appRequestApi = {
  /** The request as the app sent it, by the business record id the approval centre opens it with. */
  detail: async (id: string): Promise<AppRequest> => {
    const raw = await call('/vendor/web/appRequest/detail', { id })
    return checked(readAppRequest(raw), raw)
  },
  /** Its approval block (null when the caller may not see it). */
  flow: async (id: string): Promise<Flow | null> => {
    const raw = await call('/workflow/web/approveBlock', { bizType: 'appRequest', bizId: id })
    return raw === null ? null : checked(readFlow(raw), raw)
  },
  /** Approves, rejects or withdraws; answers the approval as it now stands. */
  move: async (move: Move, instanceId: string, comment: string): Promise<Flow> => {
    const raw = await call(`/workflow/web/approveForm/${move}`, { instanceId, comment })
    return checked(readFlow(raw), raw)
  },
}
