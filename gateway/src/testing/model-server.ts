import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

/** One scripted answer of the test model: tool calls, text in pieces, an HTTP error, a broken stream, or a stall. */
export type Turn =
  | { toolCalls: Array<{ name: string; args: unknown }> }
  | { text: string[] }
  | { status: number }
  | { broken: string }
  | { stall: string }

/**
 * A local OpenAI-compatible server (POST /v1/chat/completions, `stream: true`) answering scripted turns in the real
 * chunk format (`data: {choices:[{delta:…}]}` … `data: [DONE]`), recording each request.
 */
export interface ModelServer {
  baseUrl: string
  requests: Array<{ headers: IncomingMessage['headers']; body: any }>
  script(...turns: Turn[]): void /** Stalled answers whose client went away. */
  closed: () => number
  close(): Promise<void>
}

export async function startModelServer(): Promise<ModelServer> {
  const turns: Turn[] = []
  const requests: ModelServer['requests'] = []
  let closedEarly = 0
  const chunk = (res: ServerResponse, delta: unknown, finish: string | null = null, usage?: unknown) =>
    res.write(
      `data: ${JSON.stringify({ id: 'chatcmpl-1', object: 'chat.completion.chunk', created: 1, model: 'test', choices: [{ index: 0, delta, finish_reason: finish }], ...(usage ? { usage } : {}) })}\n\n`,
    )
  const server: Server = createServer((req, res) => {
    let raw = ''
    req.on('data', (part) => {
      raw += part
    })
    req.on('end', () => {
      requests.push({ headers: req.headers, body: JSON.parse(raw || '{}') })
      const turn = turns.shift()
      if (!turn || req.url !== '/v1/chat/completions') {
        res.writeHead(404).end()
        return
      }
      if ('status' in turn) {
        res
          .writeHead(turn.status, { 'content-type': 'application/json' })
          .end(JSON.stringify({ error: { message: 'scripted failure' } }))
        return
      }
      res.writeHead(200, { 'content-type': 'text/event-stream' })
      if ('toolCalls' in turn) {
        turn.toolCalls.forEach((call, index) => {
          chunk(res, {
            role: 'assistant',
            tool_calls: [
              {
                index,
                id: `call_${index}`,
                type: 'function',
                function: { name: call.name, arguments: JSON.stringify(call.args) },
              },
            ],
          })
        })
        chunk(res, {}, 'tool_calls', { prompt_tokens: 50, completion_tokens: 10, total_tokens: 60 })
      } else if ('text' in turn) {
        for (const piece of turn.text) chunk(res, { role: 'assistant', content: piece })
        chunk(res, {}, 'stop', { prompt_tokens: 80, completion_tokens: 20, total_tokens: 100 })
      } else if ('broken' in turn) {
        chunk(res, { role: 'assistant', content: turn.broken })
        res.write('data: {"choices":[{"delta":{"content":')
        res.destroy()
        return
      } else {
        chunk(res, { role: 'assistant', content: turn.stall })
        res.on('close', () => {
          closedEarly += 1
        })
        return // never ends: the client must abort
      }
      res.end('data: [DONE]\n\n')
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    script: (...next) => {
      turns.push(...next)
    },
    closed: () => closedEarly,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
