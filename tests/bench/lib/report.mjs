// The console table and the JSON files of a benchmark run.
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

const status = (row) => (row.target == null ? '' : row.pass === undefined ? '?' : row.pass ? 'pass' : 'MISS')

/** Prints one table: figure | value | target | measured ÷ target (rows that give `ratio`) | pass/miss. */
export function printTable(rows) {
  const cells = rows.map((row) => [row.figure, `${row.value}${row.unit ? ` ${row.unit}` : ''}`, row.target ?? '—', row.ratio ?? '', status(row)])
  const head = ['figure', 'measured', 'target', 'ratio', '']
  const widths = head.map((h, i) => Math.max(h.length, ...cells.map((c) => String(c[i]).length)))
  const line = (c) => c.map((v, i) => String(v).padEnd(widths[i])).join('  ').trimEnd()
  console.log(line(head))
  console.log(widths.map((w) => '-'.repeat(w)).join('  '))
  for (const c of cells) console.log(line(c))
}

export function writeResult(dir, name, data) {
  mkdirSync(dir, { recursive: true })
  writeFileSync(join(dir, `${name}.json`), `${JSON.stringify(data, null, 2)}\n`)
}

/** The bridge benchmark's figures (tests/bench/bridge.mjs, written by another team). */
function bridgeRows(r) {
  const ms = (s) => `${s.medianMs} / ${s.p95Ms}`
  return [
    { figure: 'bridge app → shell call, median / p95', value: ms(r.bridge), unit: 'ms', target: null },
    { figure: 'raw postMessage round trip, median / p95', value: ms(r.raw), unit: 'ms', target: null },
    { figure: 'bridge ÷ raw (median)', value: r.ratio?.median, unit: '×', target: `≤ ${r.targets?.ratioAtMost ?? 2}`, pass: r.pass?.ratio },
    { figure: 'bridge calls per second', value: r.callsPerSecond, unit: '/s', target: `≥ ${r.targets?.callsPerSecondAtLeast ?? 10000}`, pass: r.pass?.callsPerSecond },
  ]
}

/** Turns a result without `rows` (e.g. from another team's benchmark) into table rows. */
export function rowsOf(name, result) {
  if (Array.isArray(result?.rows)) return result.rows
  if (name === 'bridge' && result?.bridge?.medianMs !== undefined && result?.raw?.medianMs !== undefined) return bridgeRows(result)
  const rows = []
  const walk = (value, path) => {
    if (typeof value === 'number') rows.push({ figure: `${name} ${path}`.trim(), value, unit: '', target: null })
    else if (value && typeof value === 'object' && !Array.isArray(value) && rows.length < 12) {
      for (const [key, inner] of Object.entries(value)) walk(inner, path ? `${path}.${key}` : key)
    }
  }
  walk(result, '')
  return rows.slice(0, 12)
}
