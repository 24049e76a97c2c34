import { http } from '@hr-portal/kit'

/** A file the gateway answers (a PDF), saved under `filename`. */
export async function saveFile(path: string, body: object, filename: string): Promise<void> {
  const blob = await http.exportBlob(path, body as Record<string, unknown>, { raw: true })
  if (!blob) return
  const href = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = href
  link.download = filename
  document.body.appendChild(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(href), 10_000)
}
