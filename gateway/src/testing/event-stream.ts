import { expect } from 'vitest'

/**
 * A server-sent event stream being read: its events so far (the permission-change marks apart), and whether the
 * server ended it.
 */
export interface Followed {
  events: Array<{ event: string; data: any }>
  marks: boolean[]
  ended: boolean
  endedAt: number
  stop(): void
}

/** Opens `url` (a gateway event stream) with `headers` and reads its events as they come, until stopped or ended. */
export async function followEvents(url: string, headers: Record<string, string>): Promise<Followed> {
  const controller = new AbortController()
  const response = await fetch(url, { headers, signal: controller.signal })
  expect(response.status).toBe(200)
  const followed: Followed = { events: [], marks: [], ended: false, endedAt: 0, stop: () => controller.abort() }
  const reader = response.body!.getReader()
  const decoder = new TextDecoder()
  let buffer = ''
  void (async () => {
    for (;;) {
      const { done, value } = await reader.read().catch(() => ({ done: true, value: undefined }))
      if (done) {
        followed.ended = true
        followed.endedAt = Date.now()
        return
      }
      buffer += decoder.decode(value, { stream: true })
      let end: number
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const lines = buffer.slice(0, end).split('\n')
        buffer = buffer.slice(end + 2)
        const event = lines.find((line) => line.startsWith('event: '))?.slice(7)
        const data = lines.find((line) => line.startsWith('data: '))?.slice(6)
        if (event === 'mark' && data) followed.marks.push(JSON.parse(data).changed)
        else if (event && data) followed.events.push({ event, data: JSON.parse(data) })
      }
    }
  })()
  return followed
}
