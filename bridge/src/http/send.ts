import type { FetchError, FetchResponse } from 'ofetch'
import { settleEnvelope, statusError, toBlobResponse, type Answer } from './answer.js'
import type { Core } from './core.js'
import { createDeadline, type Deadline } from './deadline.js'
import { HttpError, describeRequest } from './http-error.js'
import { noteToken, type Call } from './server-code.js'
import type { BlobResponse, Envelope, RequestOptions } from './types.js'

export interface SendInput {
  method: 'GET' | 'POST'
  /** The resolved URL, query included. */
  url: string
  body?: BodyInit | Record<string, unknown> | unknown[]
  /** Extra headers of the helper (e.g. Content-Type); `opts.headers` win over them. */
  headers?: Record<string, string>
  /** The helper's default; `opts.timeout` wins. */
  timeout?: number
  opts?: RequestOptions
}

/** One call through ofetch, answered as an envelope. */
export function sendForEnvelope<T>(core: Core, input: SendInput): Promise<Envelope<T>> {
  const call = { method: input.method, url: input.url }
  return core.track(!input.opts?.unLoading, async () =>
    settleEnvelope<T>(await send(core, input, call, undefined), call, core.options.onCode),
  )
}

/** One call through ofetch, answered whole as a file (no code is read). */
export function sendForBlob(core: Core, input: SendInput): Promise<BlobResponse> {
  const call = { method: input.method, url: input.url }
  return core.track(!input.opts?.unLoading, async () => toBlobResponse(await send(core, input, call, 'blob')))
}

async function send(core: Core, input: SendInput, call: Call, responseType: 'blob' | undefined): Promise<Answer> {
  const { opts } = input
  // Without an await when the headers and the client are at hand: the request leaves in the task that
  // made it, not after whatever else that task goes on to do (a page render, say).
  const pending = core.headers({ ...input.headers, ...opts?.headers })
  const headers = pending instanceof Headers ? pending : await pending
  noteToken(call, headers)
  const deadline = createDeadline(opts?.signal, opts?.timeout ?? input.timeout)
  let response: FetchResponse<unknown>
  try {
    response = await (core.loadedFetch() ?? (await core.$fetch())).raw(input.url, {
      method: input.method,
      body: input.body,
      headers,
      signal: deadline.signal,
      responseType,
    })
  } catch (error) {
    throw await failure(error, call, deadline, core)
  } finally {
    deadline.dispose()
  }
  const { status, statusText, headers: answerHeaders } = response
  return { status, statusText, headers: answerHeaders, data: response._data, response }
}

/** ofetch's error for an answer with an error status (checked by name: ofetch itself loads on demand). */
const isFetchError = (error: unknown): error is FetchError => error instanceof Error && error.name === 'FetchError'

async function failure(error: unknown, call: Call, deadline: Deadline, core: Core): Promise<HttpError> {
  const reason = error instanceof Error ? error.message : String(error)
  const text = isFetchError(error) ? error.message : `${describeRequest(call.method, call.url)} ${reason}`
  if (deadline.timedOut()) return new HttpError('timeout', text, { ...call, cause: error })
  if (deadline.aborted()) return new HttpError('aborted', text, { ...call, cause: error })
  const response = isFetchError(error) ? error.response : undefined
  if (response) {
    const answer = {
      status: response.status,
      statusText: response.statusText,
      headers: response.headers,
      data: response._data,
      response,
    }
    return statusError(answer, call, core.options.onCode, error)
  }
  return new HttpError('network', text, { ...call, cause: error })
}
