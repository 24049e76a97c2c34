/** What a stand-in's callback POST got back: the status and body, or why it failed, in both languages. */
export type CallbackAnswer = { ok: true; status: number; body: string } | { ok: false; reason: string }

/** POSTs a callback as the platforms do (they give up after a few seconds). */
export async function postCallback(
  url: string,
  body: string,
  headers: Record<string, string> = {},
): Promise<CallbackAnswer> {
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json; charset=utf-8', ...headers },
      body,
      signal: AbortSignal.timeout(5000),
      redirect: 'manual',
    })
    return { ok: true, status: response.status, body: await response.text() }
  } catch {
    return { ok: false, reason: '无法送达 · could not be delivered' }
  }
}
