import { EXCEL_TYPES, EXPORT_FILENAME_MISSING, PDF_TYPE } from './constants.js'
import type { Core } from './core.js'
import { HttpError } from './http-error.js'
import { readEnvelope, serverCodeError, type Call } from './server-code.js'
import type { BlobResponse } from './types.js'

/**
 * §7 "Blob export handling" for an answer of `postBlob`: Excel is saved under the filename
 * header (resolves `undefined`), PDF is returned, anything else is read as JSON and its `msg`
 * is shown with `onMessage('error', msg)` and rejected.
 */
export async function settleExport(
  core: Core,
  file: BlobResponse,
  call: Call,
  save: (blob: Blob, filename: string) => void,
): Promise<Blob | undefined> {
  if (EXCEL_TYPES.includes(file.contentType)) {
    if (!file.filename) throw new HttpError('export_filename', EXPORT_FILENAME_MISSING, call)
    save(file.blob, file.filename)
    return undefined
  }
  if (file.contentType === PDF_TYPE) return file.blob
  const envelope = readEnvelope(await readJson(file.blob))
  if (envelope?.msg) core.options.onMessage?.('error', envelope.msg)
  if (envelope && envelope.code !== 0) throw serverCodeError(core.options.onCode, envelope, call)
  const text =
    envelope?.msg || `[${call.method}] ${JSON.stringify(call.url)}: export answer is neither a file nor an error`
  throw new HttpError('invalid_response', text, { ...call, data: envelope })
}

async function readJson(blob: Blob): Promise<unknown> {
  try {
    return JSON.parse(await blob.text())
  } catch {
    return undefined
  }
}
