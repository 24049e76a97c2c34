import { http } from './shell'

/** Posts to the gateway and answers the result; a refusal becomes an Error with the gateway's message (in the user's language). */
export async function call<T>(path: string, body: object = {}): Promise<T> {
  const answer = await http.postJson<T>(path, body as Record<string, unknown>)
  if (answer.code !== 0) throw Object.assign(new Error(answer.msg), { code: answer.code })
  return answer.result as T
}

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

/** The message of a failure, for a role=alert line. */
export const messageOf = (cause: unknown) => (cause instanceof Error ? cause.message : String(cause))
