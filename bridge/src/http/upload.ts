import { settleEnvelope, statusError } from './answer.js'
import type { Core } from './core.js'
import { sendForEnvelope } from './send.js'
import { xhrRequest } from './xhr-request.js'
import { noteToken } from './server-code.js'
import type { Envelope, UploadData, UploadOptions } from './types.js'

/**
 * §7 Upload: multipart (`file` plus `fields`), or form-encoded with `data.contentType`.
 * Progress comes from XMLHttpRequest where it exists; through fetch (Node, tests) it is
 * reported once, as 100 %, when the answer arrives.
 */
export async function upload<T>(
  core: Core,
  path: string,
  data: UploadData,
  opts: UploadOptions = {},
): Promise<Envelope<T>> {
  const url = core.resolve(path)
  const { body, contentType } = await uploadBody(data)
  const headers = contentType ? { 'Content-Type': contentType } : undefined
  const Xhr = core.options.xhr ?? globalThis.XMLHttpRequest
  if (!Xhr) {
    const envelope = await sendForEnvelope<T>(core, { method: 'POST', url, body, headers, opts })
    const total = data.file.size
    opts.onProgress?.({ loaded: total, total, percent: 100 })
    return envelope
  }
  const call = { method: 'POST', url }
  return core.track(!opts.unLoading, async () => {
    const sent = await core.headers({ ...headers, ...opts.headers })
    noteToken(call, sent)
    const answer = await xhrRequest(Xhr, {
      ...call,
      headers: sent,
      body,
      timeout: opts.timeout,
      signal: opts.signal,
      onProgress: opts.onProgress,
      withCredentials: core.options.credentials !== 'omit',
    })
    if (answer.status >= 400) throw await statusError(answer, call, core.options.onCode)
    return settleEnvelope<T>(answer, call, core.options.onCode)
  })
}

async function uploadBody(data: UploadData): Promise<{ body: FormData | URLSearchParams; contentType?: string }> {
  if (data.contentType) {
    const form = new URLSearchParams(data.fields)
    form.append('file', await data.file.text())
    return { body: form, contentType: data.contentType }
  }
  const fileName = data.fileName ?? ((data.file as Partial<File>).name || 'file')
  const form = new FormData()
  for (const [name, value] of Object.entries(data.fields ?? {})) form.append(name, value)
  form.append('file', data.file, fileName)
  return { body: form }
}
