import { HttpError, describeRequest } from './http-error.js'
import { hasFilename, mediaType, readFilename } from './filename.js'
import { readEnvelope, reportCode, serverCodeError, type Call } from './server-code.js'
import type { BlobResponse, Envelope, HttpOptions } from './types.js'

/** A response as both transports (ofetch and XMLHttpRequest) hand it over. */
export interface Answer {
  status: number
  statusText: string
  headers: Headers
  /** Parsed JSON, text or Blob. */
  data: unknown
  response?: Response
}

/** The whole response as a file. */
export function toBlobResponse(answer: Pick<Answer, 'data' | 'headers'>): BlobResponse {
  const { data, headers } = answer
  const type = headers.get('content-type') ?? ''
  const blob =
    data instanceof Blob
      ? data
      : new Blob(data === undefined ? [] : [typeof data === 'string' ? data : JSON.stringify(data)], { type })
  return { blob, filename: readFilename(headers) ?? '', contentType: mediaType(headers), headers }
}

/** §7: a file is returned whole; otherwise code 0 resolves and any other code rejects. */
export function settleEnvelope<T>(answer: Answer, call: Call, onCode: HttpOptions['onCode']): Envelope<T> {
  if (hasFilename(answer.headers)) return { code: 0, msg: '', file: toBlobResponse(answer) }
  const envelope = readEnvelope(answer.data)
  if (!envelope) {
    const text = `${describeRequest(call.method, call.url, answer.status, answer.statusText)} answer is not an envelope`
    throw new HttpError('invalid_response', text, {
      ...call,
      status: answer.status,
      data: answer.data,
      response: answer.response,
    })
  }
  if (envelope.code !== 0) throw serverCodeError(onCode, envelope, call)
  return envelope as Envelope<T>
}

/** The rejection for a 4xx/5xx answer; a numeric `code` in its body is reported like any other. */
export async function statusError(
  answer: Answer,
  call: Call,
  onCode: HttpOptions['onCode'],
  cause?: unknown,
): Promise<HttpError> {
  const data = await parseBody(answer.data)
  const envelope = readEnvelope(data)
  if (envelope) reportCode(onCode, envelope.code, envelope.msg, call)
  const text = describeRequest(call.method, call.url, answer.status, answer.statusText)
  return new HttpError('http_status', text, {
    ...call,
    status: answer.status,
    serverCode: envelope?.code,
    data,
    response: answer.response,
    cause,
  })
}

/** Blob and text bodies are parsed when they hold JSON (blob helpers read errors as Blobs). */
async function parseBody(data: unknown): Promise<unknown> {
  const text = data instanceof Blob ? await data.text() : typeof data === 'string' ? data : undefined
  if (text === undefined) return data
  try {
    return JSON.parse(text)
  } catch {
    return text
  }
}
