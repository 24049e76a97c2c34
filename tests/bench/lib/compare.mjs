// The regression guard: a run's figures against tests/bench/baseline.json, each as a ratio with its
// direction. A row takes part when it says which way is better (`better: 'lower' | 'higher'`) and has
// a number: its `compare`, or its `value` when that is a number (a row whose value is a display string
// such as "6.1 / 12.3 / 16.9" names the one it is compared by in `compare`, and what that is in
// `compareAs`, e.g. 'p95').

/** Within this share of the baseline a figure counts as the same (benchmarks on a shared machine are noisy). */
export const NOISE = 0.1

/** The number `row` is compared by, or null. */
export function figureOf(row) {
  const number = row.compare ?? row.value
  return row.better && typeof number === 'number' && Number.isFinite(number) ? number : null
}

/**
 * The baseline after a run: the figures of `rows` replace those of `previous` (figures the run did not
 * measure, e.g. under --only, are kept).
 */
export function updatedBaseline(previous, rows, about) {
  const figures = { ...(previous?.figures ?? {}) }
  for (const row of rows) {
    const number = figureOf(row)
    if (number !== null)
      figures[row.figure] = { value: number, better: row.better, ...(row.unit ? { unit: row.unit } : {}) }
  }
  return { ...about, figures }
}

/** 'better', 'worse' or 'same' for `now` against `before` where `better` says which way is good. */
export function verdictOf(now, before, better) {
  if (now === before) return 'same'
  if (before === 0) return now > 0 === (better === 'higher') ? 'better' : 'worse'
  const ratio = now / before
  if (Math.abs(ratio - 1) <= NOISE) return 'same'
  return ratio > 1 === (better === 'higher') ? 'better' : 'worse'
}

/** One line per comparable row: its figure, now, before, now ÷ before and the verdict ('new' without a baseline). */
export function compareRows(rows, baseline) {
  return rows.flatMap((row) => {
    const now = figureOf(row)
    if (now === null) return []
    const before = baseline?.figures?.[row.figure]?.value
    if (typeof before !== 'number') return [{ figure: row.figure, now, before: null, ratio: null, verdict: 'new' }]
    const ratio = before === 0 ? null : Math.round((now / before) * 100) / 100
    return [{ figure: row.figure, now, before, ratio, verdict: verdictOf(now, before, row.better) }]
  })
}

/** The comparison as table cells: figure (and what is compared), now, baseline, ratio ("1.25×"), verdict with the good direction. */
export function comparisonCells(lines, rows) {
  const rowOf = new Map(rows.map((row) => [row.figure, row]))
  const betterOf = new Map(rows.map((row) => [row.figure, row.better]))
  return lines.map((line) => [
    rowOf.get(line.figure)?.compareAs ? `${line.figure} [${rowOf.get(line.figure).compareAs}]` : line.figure,
    String(line.now),
    line.before === null ? '—' : String(line.before),
    line.ratio === null ? '—' : `${line.ratio}×`,
    line.verdict === 'new' ? 'new' : `${line.verdict} (${betterOf.get(line.figure)} is better)`,
  ])
}
