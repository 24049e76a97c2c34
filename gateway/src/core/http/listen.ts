import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

/** A bare node server already listening; port 0 binds a free port, read back from the answer. */
export function listenHttp(port: number, host: string): Promise<{ server: Server; port: number }> {
  const server = createServer()
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, () => {
      server.off('error', reject)
      resolve({ server, port: (server.address() as AddressInfo).port })
    })
  })
}

/** Stops accepting, drops idle keep-alive connections and waits for the server to close. */
export function closeHttp(server: Server): Promise<void> {
  return new Promise((resolve) => {
    if (!server.listening) return resolve()
    server.close(() => resolve())
    server.closeIdleConnections()
    setTimeout(() => server.closeAllConnections(), 2000).unref()
  })
}
