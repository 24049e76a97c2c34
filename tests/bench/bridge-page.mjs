// What the bridge benchmark runs inside the probe frame (passed to frame.evaluate, so it must be
// self-contained). Each latency sample is the mean of GROUP sequential round trips: in a page
// without cross-origin isolation performance.now() is coarsened to 0.1 ms, too coarse for one.
//
// Every app → shell method has its own rate limit (bridge/src/contract/method.ts: 200/s, burst 400
// unless the method says less) and every frame a message budget (bridge/src/message-budget.ts: a
// burst of 1000, 2000/s; messages over it are dropped unread, so their calls time out). Throughput
// is measured with `inFlight` calls at once spread over five methods, under every one of those
// limits; each limit is then shown on its own.
export async function measureInProbe({ shellOrigin, group, samples, inFlight, methodBurst, frameBurst }) {
  const { connection } = window.probe
  // Cheap, side-effect-free methods the probe's manifest grants, each with its own rate bucket.
  const methods = [
    ['perm.has', ['1001']],
    ['perm.list', []],
    ['env.get', []],
    ['session.getUser', []],
    ['session.getToken', []],
  ]
  const sleep = (ms) => new Promise((r) => setTimeout(r, ms))
  const refill = () => sleep(2100) // every bucket and the frame budget are full again
  let next = 0
  const bridgeCall = () => {
    const [name, args] = methods[next++ % methods.length]
    return connection.call(name, args)
  }
  let seq = 0
  const pending = new Map()
  addEventListener('message', (e) => {
    if (e.source === parent && e.data?.benchEcho !== undefined) pending.get(e.data.benchEcho)?.()
  })
  const rawCall = () =>
    new Promise((resolve) => {
      const id = seq++
      pending.set(id, () => {
        pending.delete(id)
        resolve()
      })
      parent.postMessage({ benchEcho: id }, shellOrigin)
    })
  // A second baseline: a MessagePort between the same frames, the channel Penpal uses after its handshake.
  const channel = new MessageChannel()
  const portWaiters = new Map()
  channel.port1.onmessage = (e) => portWaiters.get(e.data)?.()
  parent.postMessage({ benchPort: true }, shellOrigin, [channel.port2])
  const portCall = () =>
    new Promise((resolve) => {
      const id = seq++
      portWaiters.set(id, () => {
        portWaiters.delete(id)
        resolve()
      })
      channel.port1.postMessage(id)
    })
  async function timeGroups(call, count) {
    const out = []
    for (let s = 0; s < count; s++) {
      const t = performance.now()
      for (let i = 0; i < group; i++) await call()
      out.push((performance.now() - t) / group)
    }
    return out
  }
  /** `count` calls at once; answers how long until all settled, the last answer, and the refusals by code. */
  async function burst(count, call) {
    const t = performance.now()
    let lastAnswer = 0
    const answers = await Promise.allSettled(
      Array.from({ length: count }, () =>
        call().then((value) => {
          lastAnswer = performance.now() - t
          return value
        }),
      ),
    )
    const refused = {}
    for (const a of answers)
      if (a.status === 'rejected') refused[a.reason?.code ?? 'other'] = (refused[a.reason?.code ?? 'other'] ?? 0) + 1
    return {
      calls: count,
      ms: performance.now() - t,
      lastAnswerMs: lastAnswer,
      answered: answers.filter((a) => a.status === 'fulfilled').length,
      refused,
    }
  }

  await connection.ready
  for (let i = 0; i < 50; i++) {
    await rawCall()
    await portCall()
    await bridgeCall()
  } // warm-up
  const budget = Math.floor((inFlight * 0.9) / group) // groups per refill, well under every limit
  const bridge = []
  const raw = []
  const port = []
  while (bridge.length < samples) {
    await refill()
    const n = Math.min(budget, samples - bridge.length)
    raw.push(...(await timeGroups(rawCall, n)))
    port.push(...(await timeGroups(portCall, n)))
    bridge.push(...(await timeGroups(bridgeCall, n)))
  }
  const bursts = []
  const rawBursts = []
  for (let round = 0; round < 3; round++) {
    await refill()
    bursts.push(await burst(inFlight, bridgeCall))
    rawBursts.push(await burst(inFlight, rawCall))
  }
  // One method past its burst: the calls over it are refused at once with rate_limited.
  await refill()
  const methodLimit = await burst(methodBurst, () => connection.call('perm.has', ['1001']))
  // Past the frame's message budget, over methods still within theirs: the messages over it are dropped
  // unread, so those calls end with the caller's timeout (10 s). Last: the frame stays connected (a frame
  // is cut off only after 3 seconds of drops within 6) but nothing is measured after it.
  await refill()
  const frameLimit = await burst(frameBurst, bridgeCall)
  return { bridge, raw, port, bursts, rawBursts, methodLimit, frameLimit }
}
