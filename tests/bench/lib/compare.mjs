// The regression guard: a run's figures against tests/bench/baseline.json, each as a ratio with its
// direction. A row takes part when it says which way is better (`better: 'lower' | 'higher'`) and has
// a number: its `compare`, or its `value` when that is a number (a row whose value is a display string
// such as "6.1 / 12.3 / 16.9" names the one it is compared by in `compare`, and what that is in
// `compareAs`, e.g. 'p95').
// A row measured beside its floor (`floor`: the same thing without the portal, measured in the same run, e.g. a bare
// iframe under a cold open; `floorName` says what it is) is compared as its multiple of that floor when the baseline
// has a floor for it too: a slower or busier machine raises figure and floor alike, so it does not read as a
// regression, and a faster one does not hide one.

/** Within this share of the baseline a figure counts as the same (benchmarks on a shared machine are noisy). */
export const NOISE = 0.1

/** The number `row` is compared by, or null. */
export function figureOf(row) {
  const number = row.compare ?? row.value
  return row.better && typeof number === 'number' && Number.isFinite(number) ? number : null
}

/** The floor measured beside `row` in its run (a positive number), or null. */
export function floorOf(row) {
  return typeof row.floor === 'number' && Number.isFinite(row.floor) && row.floor > 0 ? row.floor : null
}

const round2 = (x) => Math.round(x * 100) / 100

/**
 * The baseline after a run: the figures of `rows` replace those of `previous` (figures the run did not
 * measure, e.g. under --only, are kept).
 */
export function updatedBaseline(previous, rows, about) {
  const figures = { ...(previous?.figures ?? {}) }
  for (const row of rows) {
    const number = figureOf(row)
    const floor = floorOf(row)
    if (number !== null)
      figures[row.figure] = {
        value: number,
        better: row.better,
        ...(row.unit ? { unit: row.unit } : {}),
        ...(floor !== null ? { floor, floorName: row.floorName } : {}),
      }
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

/**
 * One line per comparable row: its figure, now, before, now ÷ before and the verdict ('new' without a baseline). A row
 * with a floor, against a baseline with one, is compared by its multiple of the floor: `now` and `before` are then those
 * multiples, with the figures themselves beside them (`nowValue`, `beforeValue`) and `byFloor: true`.
 */
export function compareRows(rows, baseline) {
  return rows.flatMap((row) => {
    const value = figureOf(row)
    if (value === null) return []
    const kept = baseline?.figures?.[row.figure]
    if (typeof kept?.value !== 'number')
      return [{ figure: row.figure, now: value, before: null, ratio: null, verdict: 'new' }]
    const floor = floorOf(row)
    const keptFloor = floorOf(kept)
    const byFloor = floor !== null && keptFloor !== null
    const now = byFloor ? round2(value / floor) : value
    const before = byFloor ? round2(kept.value / keptFloor) : kept.value
    const ratio = before === 0 ? null : round2(now / before)
    const line = { figure: row.figure, now, before, ratio, verdict: verdictOf(now, before, row.better) }
    return [byFloor ? { ...line, byFloor, nowValue: value, beforeValue: kept.value } : line]
  })
}

/** The comparison as table cells: figure (and what is compared), now, baseline, ratio ("1.25×"), verdict with the good direction. */
export function comparisonCells(lines, rows) {
  const rowOf = new Map(rows.map((row) => [row.figure, row]))
  const betterOf = new Map(rows.map((row) => [row.figure, row.better]))
  const what = (line) => {
    const row = rowOf.get(line.figure)
    const parts = [row?.compareAs, line.byFloor ? `÷ ${row?.floorName ?? 'floor'}` : null].filter(Boolean)
    return parts.length ? `${line.figure} [${parts.join(' ')}]` : line.figure
  }
  const cell = (multiple, value) => (value === undefined ? String(multiple) : `${multiple}× (${value})`)
  return lines.map((line) => [
    what(line),
    cell(line.now, line.nowValue),
    line.before === null ? '—' : cell(line.before, line.beforeValue),
    line.ratio === null ? '—' : `${line.ratio}×`,
    line.verdict === 'new' ? 'new' : `${line.verdict} (${betterOf.get(line.figure)} is better)`,
  ])
}
