import type { Answer } from './answer.js'
import { HttpError, describeRequest } from './http-error.js'
import type { UploadProgress } from './types.js'

export interface XhrInput {
  method: string
  url: string
  headers: Headers
  body: XMLHttpRequestBodyInit
  timeout?: number
  signal?: AbortSignal
  onProgress?: (progress: UploadProgress) => void
  /** Whether cookies go along (§7: yes, except for vendor apps). */
  withCredentials: boolean
}

/** fetch cannot report upload progress; XMLHttpRequest can. Rejects only without a response. */
export function xhrRequest(Xhr: typeof XMLHttpRequest, input: XhrInput): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const xhr = new Xhr()
    const call = { method: input.method, url: input.url }
    const fail = (code: 'network' | 'timeout' | 'aborted', reason: string) => {
      input.signal?.removeEventListener('abort', abort)
      reject(new HttpError(code, `${describeRequest(call.method, call.url)} ${reason}`, call))
    }
    const abort = () => xhr.abort()
    xhr.open(input.method, input.url)
    xhr.withCredentials = input.withCredentials
    if (input.timeout) xhr.timeout = input.timeout
    input.headers.forEach((value, name) => {
      xhr.setRequestHeader(name, value)
    })
    xhr.upload.onprogress = (event) => {
      if (!input.onProgress) return
      const total = event.lengthComputable ? event.total : 0
      const percent = total ? Math.round((event.loaded / total) * 100) : 0
      input.onProgress({ loaded: event.loaded, total, percent })
    }
    xhr.onload = () => {
      input.signal?.removeEventListener('abort', abort)
      resolve({
        status: xhr.status,
        statusText: xhr.statusText,
        headers: parseHeaders(xhr.getAllResponseHeaders()),
        data: parseText(xhr.responseText),
      })
    }
    xhr.onerror = () => fail('network', 'network error')
    xhr.ontimeout = () => fail('timeout', `The operation timed out after ${input.timeout} ms`)
    xhr.onabort = () => fail('aborted', 'The operation was aborted')
    // abort() before send() fires no event, so settle here.
    if (input.signal?.aborted) return fail('aborted', 'The operation was aborted')
    input.signal?.addEventListener('abort', abort, { once: true })
    xhr.send(input.body)
  })
}

function parseHeaders(raw: string): Headers {
  const headers = new Headers()
  for (const line of raw.trim().split(/[\r\n]+/)) {
    const at = line.indexOf(':')
    if (at > 0) headers.append(line.slice(0, at).trim(), line.slice(at + 1).trim())
  }
  return headers
}

function parseText(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return text
  }
}
