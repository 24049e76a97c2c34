// The latest figures of each benchmark, kept in tests/bench/figures.json (committed) and shown in
// tests/bench/README.md between the `bench-figures` markers. run.mjs merges every run into them: a benchmark
// the run measured replaces its figures, with the run's date, machine and command; the others are kept.
import { readFileSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const here = join(dirname(fileURLToPath(import.meta.url)), '..')
export const FIGURES_FILE = join(here, 'figures.json')
export const BENCH_README = join(here, 'README.md')
export const FIGURES_PART = 'bench-figures'

/** The kept figures after a run: `results` ({ name: result with rows }) replace those benchmarks' entries. */
export function mergedFigures(previous, { at, machine, source, results }) {
  const benchmarks = { ...(previous?.benchmarks ?? {}) }
  for (const [name, result] of Object.entries(results)) {
    if (Array.isArray(result?.rows)) benchmarks[name] = { at, source, machine, rows: result.rows.map(keptRow) }
  }
  return { benchmarks }
}

const keptRow = ({ figure, value, unit, target, pass }) => ({
  figure,
  value,
  ...(unit ? { unit } : {}),
  target: target ?? null,
  ...(pass === undefined ? {} : { pass }),
})

const cell = (text) => String(text).replace(/\|/g, '\\|').replace(/\n/g, ' ').trim()
const verdict = (row) => (row.target == null ? '' : row.pass === undefined ? '?' : row.pass ? 'met' : 'missed')
const day = (iso) => iso.replace('T', ' ').replace(/:\d\d(\.\d+)?Z$/, ' UTC')

/** The Markdown of the figures: one table per benchmark, by name, each under the run it came from. */
export function renderFigures(figures) {
  const names = Object.keys(figures?.benchmarks ?? {}).sort()
  if (!names.length) return '_No run recorded yet: `npm run bench` writes the figures here._'
  return names
    .map((name) => {
      const { at, source, machine, rows } = figures.benchmarks[name]
      const about = `**${name}**: ${day(at)}, ${source}; ${machine.cpus} × ${machine.cpu}, Node ${machine.node}`
      const lines = rows.map(
        (row) =>
          `| ${cell(row.figure)} | ${cell(`${row.value}${row.unit ? ` ${row.unit}` : ''}`)} | ${cell(row.target ?? '—')} | ${verdict(row)} |`,
      )
      return [about, '', '| figure | measured | target | |', '|---|---|---|---|', ...lines].join('\n')
    })
    .join('\n\n')
}

export function readFigures() {
  return JSON.parse(readFileSync(FIGURES_FILE, 'utf8'))
}

export function writeFigures(figures) {
  writeFileSync(FIGURES_FILE, `${JSON.stringify(figures, null, 2)}\n`)
}
