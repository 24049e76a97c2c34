import { callThrough } from '@hr-portal/api/client'
import { vendorapiApi } from '@hr-portal/api/client/vendorapi'
import { workflowApi } from '@hr-portal/api/client/workflow'
import { readAppRequest, readFlow, type AppRequest, type Flow, type Move } from './app-request-data'
import { problemOf, RequestProblem } from './request-problem'
import { app, http } from '@hr-portal/kit'

async function call(path: string, body: Record<string, unknown>): Promise<unknown> {
  let answer
  try {
    answer = await http.postJson<unknown>(path, body)
  } catch (cause) {
    throw problemOf(cause)
  }
  return answer.result
}

/** The workflow's routes (the contract's), their refusals mapped as this page's other calls. */
const workflow = workflowApi(({ path, input }) => call(path, input as Record<string, unknown>))

function checked<T>(value: T | null, raw: unknown): T {
  if (value === null) {
    console.warn('[approval] unreadable answer', raw)
    throw new RequestProblem('unreadable')
  }
  return value
}

/**
 * The vendor API service's address in full: `vendor` is not one of the wrapper's §7 service segments, and the wrapper
 * passes an absolute address through unchanged.
 */
const vendorUrl = (path: string) =>
  new URL(`${app.config.gatewayUrl.replace(/\/+$/, '')}${path}`, globalThis.location?.href).href

/** The vendor API service's routes (gateway services/vendorapi), each at its full address. */
const vendorapi = vendorapiApi((request) => callThrough(http)({ ...request, path: vendorUrl(request.path) }))

export const appRequestApi = {
  /** The request as the app sent it, by the business record id the approval centre opens it with. */
  detail: async (id: string): Promise<AppRequest> => {
    let raw: unknown
    try {
      raw = await vendorapi.web.appRequest({ id })
    } catch (cause) {
      throw problemOf(cause)
    }
    return checked(readAppRequest(raw), raw)
  },
  /** Its approval block (null when the caller may not see it). */
  flow: async (id: string): Promise<Flow | null> => {
    const raw = await workflow.block.get({ bizType: 'appRequest', bizId: id })
    return raw === null ? null : checked(readFlow(raw), raw)
  },
  /** Approves, rejects or withdraws; answers the approval as it now stands. */
  move: async (move: Move, instanceId: string, comment: string): Promise<Flow> => {
    const raw = await workflow.form[move]({ instanceId, comment })
    return checked(readFlow(raw), raw)
  },
}
