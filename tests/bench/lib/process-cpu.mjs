// CPU time of a process (all its threads), read from /proc/<pid>/stat: what `top` shows, without a dependency.
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'

let ticksPerSecond
const hz = () => (ticksPerSecond ??= Number(execFileSync('getconf', ['CLK_TCK']).toString().trim()) || 100)

/** User + system CPU seconds the process has used so far. */
export function cpuSeconds(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  return (Number(fields[11]) + Number(fields[12])) / hz()
}

/** The share of one core each process used over `ms` (100 = one core busy), measured together. */
export async function cpuPercent(pids, ms) {
  const before = pids.map(cpuSeconds)
  const started = process.hrtime.bigint()
  await new Promise((resolve) => setTimeout(resolve, ms))
  const seconds = Number(process.hrtime.bigint() - started) / 1e9
  return pids.map((pid, i) => ((cpuSeconds(pid) - before[i]) / seconds) * 100)
}
