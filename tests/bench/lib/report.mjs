// The console table and the JSON files of a benchmark run.
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

const status = (row) => (row.target == null ? '' : row.pass === undefined ? '?' : row.pass ? 'pass' : 'MISS')

/** Prints `cells` (rows of strings) under `head`, in columns. */
export function printCells(head, cells) {
  const widths = head.map((h, i) => Math.max(h.length, ...cells.map((c) => String(c[i]).length)))
  const line = (c) =>
    c
      .map((v, i) => String(v).padEnd(widths[i]))
      .join('  ')
      .trimEnd()
  console.log(line(head))
  console.log(widths.map((w) => '-'.repeat(w)).join('  '))
  for (const c of cells) console.log(line(c))
}

/** Prints one table: figure | value | target | measured ÷ target (rows that give `ratio`) | pass/miss. */
export function printTable(rows) {
  printCells(
    ['figure', 'measured', 'target', 'ratio', ''],
    rows.map((row) => [
      row.figure,
      `${row.value}${row.unit ? ` ${row.unit}` : ''}`,
      row.target ?? '—',
      row.ratio ?? '',
      status(row),
    ]),
  )
}

export function writeResult(dir, name, data) {
  mkdirSync(dir, { recursive: true })
  writeFileSync(join(dir, `${name}.json`), `${JSON.stringify(data, null, 2)}\n`)
}

/** A result's table rows: its own `rows`, or (a result without them) its numbers, at most 12. */
export function rowsOf(name, result) {
  if (Array.isArray(result?.rows)) return result.rows
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
