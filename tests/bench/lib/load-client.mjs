// The HTTP side of a virtual user: JSON posts to the gateway on one kept-alive connection (as a
// browser tab keeps its own), each timed and checked (HTTP 2xx and envelope code 0), and one held
// server-sent event stream.
import http from 'node:http'

/** The portal's own JSON post timeout (bridge/src/http/constants.ts TIMEOUTS.json): slower is a failure the user sees. */
const TIMEOUT_MS = 120_000

/** A failed call: `reason` groups it in the report ('http 502', 'code 410005', 'timeout', 'socket ECONNRESET'). */
export class CallError extends Error {
  constructor(reason, message) {
    super(`${reason}: ${message}`)
    this.reason = reason
  }
}

/**
 * A client of one gateway process (`base`, its loopback address) as a browser on the public
 * `origin` sees it, with up to `sockets` connections. `post` answers the envelope's `result`; it
 * throws CallError otherwise, and records the call in `stats` under `route` either way.
 */
export function createClient({ base, origin, stats, sockets = 1 }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: sockets })
  const headers = (token) => ({ origin, 'accept-language': 'en', ...(token ? { token } : {}) })

  function post(route, path, body, token) {
    const payload = JSON.stringify(body ?? {})
    const started = performance.now()
    return new Promise((resolve, reject) => {
      const fail = (reason, message) => {
        stats.error(route, reason, message)
        reject(new CallError(reason, `${route} (POST ${path}): ${message}`))
      }
      const request = http.request(
        `${base}/gateway${path}`,
        {
          method: 'POST',
          agent,
          timeout: TIMEOUT_MS,
          headers: {
            ...headers(token),
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(payload),
          },
        },
        (response) => {
          const chunks = []
          response.on('data', (chunk) => chunks.push(chunk))
          response.on('error', (error) => fail(`socket ${error.code ?? error.message}`, error.message))
          response.on('end', () => {
            const text = Buffer.concat(chunks).toString('utf8')
            if (response.statusCode < 200 || response.statusCode > 299) return fail(`http ${response.statusCode}`, text)
            let envelope
            try {
              envelope = JSON.parse(text)
            } catch {
              return fail('not json', text)
            }
            if (envelope.code !== 0) return fail(`code ${envelope.code}`, envelope.msg)
            stats.ok(route, performance.now() - started)
            resolve(envelope.result)
          })
        },
      )
      request.on('timeout', () => request.destroy(new Error('timeout')))
      request.on('error', (error) =>
        fail(error.message === 'timeout' ? 'timeout' : `socket ${error.code ?? error.message}`, error.message),
      )
      request.end(payload)
    })
  }

  /**
   * Opens the notice stream and holds it until `close()`. Its opening (to the response headers) is
   * recorded as `route`; an opening refused or a stream the server ends while held counts as an error
   * of `route`, and it is opened again after the 2 s the server's `retry:` line asks for, as EventSource does.
   */
  function holdStream(route, path, token) {
    let closed = false
    let current
    let answered = false
    const held = {
      events: 0,
      opened: 0,
      close: () => {
        // A stream still not open when the user is done was never open for it.
        if (current && !answered)
          stats.error(route, 'not open by the end', 'no answer to the stream request while the user ran')
        closed = true
        current?.destroy()
      },
    }
    const open = () => {
      if (closed) return
      const started = performance.now()
      answered = false
      const again = (reason, message) => {
        if (closed) return
        stats.error(route, reason, message)
        setTimeout(open, 2000)
      }
      current = http.request(
        `${base}/gateway${path}`,
        { method: 'GET', agent: false, headers: { ...headers(token), accept: 'text/event-stream' } },
        (response) => {
          answered = true
          if (response.statusCode !== 200) {
            response.resume()
            return again(`http ${response.statusCode}`, '')
          }
          stats.ok(route, performance.now() - started)
          held.opened += 1
          response.setEncoding('utf8')
          response.on('data', (text) => {
            held.events += text.split('event: notice\n').length - 1
          })
          response.on('close', () => again('closed by the server', 'the stream ended while held'))
        },
      )
      current.on('error', (error) => {
        if (!answered) again(`socket ${error.code ?? error.message}`, error.message)
      })
      current.end()
    }
    open()
    return held
  }

  return { post, holdStream, close: () => agent.destroy() }
}
