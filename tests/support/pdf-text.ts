import { expect, type APIResponse } from '@playwright/test'
import { extractText, getDocumentProxy } from 'unpdf'

/** The text of a PDF the gateway answered (checked to be one). */
export async function pdfText(response: APIResponse): Promise<string> {
  expect(response.headers()['content-type']).toBe('application/pdf')
  return pdfBytesText(new Uint8Array(await response.body()))
}

/** The text of a PDF file's bytes (a download's), checked to be a PDF. */
export async function pdfBytesText(bytes: Uint8Array): Promise<string> {
  expect(new TextDecoder().decode(bytes.subarray(0, 5))).toBe('%PDF-')
  const document = await getDocumentProxy(bytes)
  return (await extractText(document, { mergePages: true })).text
}
