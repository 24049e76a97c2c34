/** One server-sent event: its name and its JSON data. */
export interface StreamEvent {
  event: string
  data: unknown
}

/** Splits a text/event-stream body into events as the bytes arrive; a data line that is not JSON is kept as text. */
export async function* readEvents(body: ReadableStream<Uint8Array>): AsyncGenerator<StreamEvent> {
  const reader = body.getReader()
  const decoder = new TextDecoder()
  let buffer = ''
  try {
    for (;;) {
      const { value, done } = await reader.read()
      buffer += decoder.decode(value ?? new Uint8Array(), { stream: !done }).replace(/\r\n?/g, '\n')
      if (done) break
      let end = buffer.indexOf('\n\n')
      while (end !== -1) {
        const parsed = parseBlock(buffer.slice(0, end))
        buffer = buffer.slice(end + 2)
        if (parsed) yield parsed
        end = buffer.indexOf('\n\n')
      }
    }
    const last = parseBlock(buffer)
    if (last) yield last
  } finally {
    reader.releaseLock()
  }
}

/** One block of `event:` and `data:` lines; comments (`:`) and blocks without data are skipped. */
export function parseBlock(block: string): StreamEvent | null {
  let event = 'message'
  const data: string[] = []
  for (const line of block.split('\n')) {
    if (line.startsWith('event:')) event = line.slice(6).trim()
    else if (line.startsWith('data:')) data.push(line.slice(5).replace(/^ /, ''))
  }
  if (data.length === 0) return null
  const text = data.join('\n')
  try {
    return { event, data: JSON.parse(text) }
  } catch {
    return { event, data: text }
  }
}
