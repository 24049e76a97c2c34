import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

/** One scripted answer: JSON, raw text with a status, a redirect, or no answer at all. */
export type ManifestAnswer =
  | { json: unknown }
  | { status: number; body?: string; headers?: Record<string, string> }
  | { redirect: string }
  | { stall: true }

/**
 * A vendor's server for the install tests, on 127.0.0.1 port 0: each path answers what the test set for it
 * (`answer`); other paths answer 404. `origin` is its own origin, for the manifests' `entry`.
 */
export interface ManifestServer {
  origin: string
  answer(path: string, answer: ManifestAnswer): void
  close(): Promise<void>
}

export async function startManifestServer(): Promise<ManifestServer> {
  const answers = new Map<string, ManifestAnswer>()
  const server: Server = createServer((req, res) => {
    const answer = answers.get(new URL(req.url ?? '/', 'http://x').pathname)
    if (!answer) return void res.writeHead(404).end('not found')
    if ('stall' in answer) return
    if ('redirect' in answer) return void res.writeHead(302, { location: answer.redirect }).end()
    if ('json' in answer)
      return void res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer.json))
    res.writeHead(answer.status, answer.headers ?? {}).end(answer.body ?? '')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    origin: `http://127.0.0.1:${port}`,
    answer: (path, answer) => {
      answers.set(path, answer)
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
