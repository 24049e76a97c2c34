// What the bridge benchmark runs inside the probe frame (passed to frame.evaluate, so it must be
// self-contained). Each latency sample is the mean of GROUP sequential round trips: in a page
// without cross-origin isolation performance.now() is coarsened to 0.1 ms, too coarse for one.
export async function measureInProbe({ shellOrigin, group, samples, burst, flood }) {
  const { connection } = window.probe
  // Cheap, side-effect-free methods the probe's manifest grants; each has its own rate bucket
  // (200/s, burst 400), so rotating over them keeps every timed call under its limit.
  const methods = [['perm.has', ['1001']], ['perm.list', []], ['env.get', []], ['session.getUser', []], ['session.getToken', []]]
  const sleep = (ms) => new Promise((r) => setTimeout(r, ms))
  const refill = () => sleep(2100)
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
  const rawCall = () => new Promise((resolve) => {
    const id = seq++
    pending.set(id, () => { pending.delete(id); resolve() })
    parent.postMessage({ benchEcho: id }, shellOrigin)
  })
  // A second baseline: a MessagePort between the same frames, the channel Penpal uses after its handshake.
  const channel = new MessageChannel()
  const portWaiters = new Map()
  channel.port1.onmessage = (e) => portWaiters.get(e.data)?.()
  parent.postMessage({ benchPort: true }, shellOrigin, [channel.port2])
  const portCall = () => new Promise((resolve) => {
    const id = seq++
    portWaiters.set(id, () => { portWaiters.delete(id); resolve() })
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
  await connection.ready
  for (let i = 0; i < 50; i++) { await rawCall(); await portCall(); await bridgeCall() } // warm-up
  const budget = Math.floor((methods.length * 400 * 0.9) / group) // groups per bucket refill
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
  for (let round = 0; round < 3; round++) {
    await refill()
    const t = performance.now()
    const answers = await Promise.allSettled(Array.from({ length: burst }, bridgeCall))
    bursts.push({ calls: burst, ms: performance.now() - t, refused: answers.filter((r) => r.status === 'rejected').length })
  }
  await refill()
  let t = performance.now()
  const flooded = await Promise.allSettled(Array.from({ length: flood }, bridgeCall))
  const floodMs = performance.now() - t
  t = performance.now()
  await Promise.all(Array.from({ length: flood }, rawCall))
  const rawFloodMs = performance.now() - t
  const denied = (list) => list.filter((r) => r.status === 'rejected').map((r) => r.reason?.code)
  return {
    bridge, raw, port, bursts,
    flood: { calls: flood, ms: floodMs, rateLimited: denied(flooded).filter((c) => c === 'rate_limited').length, otherErrors: denied(flooded).filter((c) => c !== 'rate_limited').length },
    rawFlood: { calls: flood, ms: rawFloodMs },
  }
}
