// Many server-sent event streams held open cheaply: one raw TCP socket each (no HTTP client machinery: the
// request is written by hand and the answer scanned as text), noting when a marker (a notice title) first arrives.
import net from 'node:net'

/** Opens one notice stream of `token` on 127.0.0.1:`port`; answers it once the 200 status line arrived. */
function openOne(port, token, watch) {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ host: '127.0.0.1', port })
    const stream = { port, socket, arrivals: new Map(), ended: false }
    let head = ''
    let tail = ''
    socket.setEncoding('utf8')
    socket.once('connect', () => {
      socket.write(
        `GET /gateway/message/web/notice/stream HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nAccept: text/event-stream\r\ntoken: ${token}\r\n\r\n`,
      )
    })
    const onHead = (text) => {
      head += text
      if (!head.includes('\r\n')) return
      socket.off('data', onHead)
      if (!head.startsWith('HTTP/1.1 200')) {
        socket.destroy()
        return reject(new Error(`stream answered ${head.split('\r\n')[0]}`))
      }
      socket.on('data', onData)
      resolve(stream)
    }
    // A marker split over two reads is found in the last read's end and this one.
    const onData = (text) => {
      const marker = watch.marker
      if (!marker || stream.arrivals.has(marker)) return
      if ((tail + text).includes(marker)) stream.arrivals.set(marker, performance.now())
      tail = text.slice(-marker.length)
    }
    socket.on('data', onHead)
    socket.on('close', () => {
      stream.ended = true
    })
    socket.on('error', (error) => {
      stream.ended = true
      reject(error)
    })
  })
}

/**
 * Opens a stream per token, spread over `ports` in turn, `concurrency` opening at a time. `expect(marker)`
 * starts watching for a marker; `arrivals(marker, port?)` answers each stream's arrival time (performance.now) or null.
 */
export async function openStreams(ports, tokens, concurrency = 64) {
  const watch = { marker: '' }
  const list = []
  let next = 0
  const worker = async () => {
    while (next < tokens.length) {
      const i = next++
      list[i] = await openOne(ports[i % ports.length], tokens[i], watch)
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker))
  return {
    size: () => list.length,
    open: () => list.filter((s) => !s.ended).length,
    expect: (marker) => {
      watch.marker = marker
    },
    arrivals: (marker, port) =>
      list.filter((s) => port === undefined || s.port === port).map((s) => s.arrivals.get(marker) ?? null),
    close: () => {
      for (const s of list) s.socket.destroy()
    },
  }
}
