import { startEnv } from './env.mjs'
import { clickMenu, waitAppReady } from './portal.mjs'
const env = await startEnv(process.cwd())
const { page } = env
const cdp = await page.context().newCDPSession(page)
await cdp.send('Performance.enable')
const nodes = async () => { await cdp.send('HeapProfiler.collectGarbage'); const { metrics } = await cdp.send('Performance.getMetrics'); return metrics.filter(m => /Nodes|Listeners|Documents|Frames/.test(m.name)).map(m => m.name + '=' + m.value).join(' ') }
async function snapshot() {
  let chunks = []
  const on = (e) => chunks.push(e.chunk)
  cdp.on('HeapProfiler.addHeapSnapshotChunk', on)
  await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false })
  cdp.off('HeapProfiler.addHeapSnapshotChunk', on)
  const snap = JSON.parse(chunks.join(''))
  const f = snap.snapshot.meta.node_fields.length, nameIdx = snap.snapshot.meta.node_fields.indexOf('name')
  const counts = {}
  for (let i = 0; i < snap.nodes.length; i += f) { const n = snap.strings[snap.nodes[i + nameIdx]]; if (n.startsWith('Detached')) counts[n] = (counts[n] || 0) + 1 }
  return counts
}
for (let i = 1; i <= 10; i++) { const a = `probe-${(i - 1) % 8 + 1}`; await clickMenu(page, a); await waitAppReady(page, a) }
console.log(await nodes()); console.log(await snapshot())
for (let i = 11; i <= 30; i++) { const a = `probe-${(i - 1) % 8 + 1}`; await clickMenu(page, a); await waitAppReady(page, a) }
console.log(await nodes()); console.log(await snapshot())
await env.close()
