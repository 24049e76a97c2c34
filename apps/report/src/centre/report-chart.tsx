import type { ReportTable } from '../api'

/** Colours of the series, from the theme's tokens (SVG reads CSS variables), so both themes follow. */
const SERIES_COLOURS = ['var(--hr-primary)', 'var(--hr-warning)', 'var(--hr-success)', 'var(--hr-danger)']
/** At most this many labels are drawn; the table below has every row. */
const MAX_BARS = 24
const HEIGHT = 200
const GROUP = 44
/** Characters of a label under its bars. */
const LABEL_CHARS = 8

/**
 * A bar's label as it fits under it: a path (a department under its company, 'Demo Co / 研发中心 / 前端组') by its last
 * part, which tells the bars apart; a long one cut with an ellipsis (the bar's tooltip and the table have it whole).
 */
export function barLabel(value: unknown): string {
  const text = String(value ?? '')
  const last = text.split(' / ').at(-1)!.trim()
  return last.length > LABEL_CHARS ? `${last.slice(0, LABEL_CHARS - 1)}…` : last
}

/**
 * The report's chart: grouped bars of its numeric series per label (its first rows). An image for screen readers,
 * named by its title; the table beside it carries the same figures.
 */
export function ReportChart({ table, title }: { table: ReportTable; title: string }) {
  const rows = table.rows.slice(0, MAX_BARS)
  const series = table.chart.series
    .map((key) => table.columns.find((c) => c.key === key))
    .filter((c) => c !== undefined)
  const top = Math.max(1, ...rows.flatMap((row) => series.map((s) => Number(row[s.key]) || 0)))
  const bar = Math.max(4, Math.floor((GROUP - 8) / Math.max(1, series.length)))
  const width = Math.max(320, rows.length * GROUP + 40)
  return (
    <figure className="rc-chart" data-testid="report-chart">
      <div className="rc-legend" aria-hidden="true">
        {series.map((s, i) => (
          <span key={s.key}>
            <i style={{ background: SERIES_COLOURS[i % SERIES_COLOURS.length] }} />
            {s.title}
          </span>
        ))}
      </div>
      <div className="rc-chart-scroll">
        <svg role="img" aria-label={title} width={width} height={HEIGHT + 40} viewBox={`0 0 ${width} ${HEIGHT + 40}`}>
          <line x1="30" x2={width} y1={HEIGHT} y2={HEIGHT} stroke="var(--hr-border)" />
          {rows.map((row, r) => (
            <g key={r} transform={`translate(${34 + r * GROUP},0)`}>
              {series.map((s, i) => {
                const value = Number(row[s.key]) || 0
                const h = Math.round((value / top) * (HEIGHT - 10))
                return (
                  <rect
                    key={s.key}
                    x={i * bar}
                    y={HEIGHT - h}
                    width={bar - 1}
                    height={h}
                    fill={SERIES_COLOURS[i % SERIES_COLOURS.length]}
                  >
                    <title>{`${row[table.chart.label]} · ${s.title}: ${value}`}</title>
                  </rect>
                )
              })}
              <text x={GROUP / 2 - 4} y={HEIGHT + 14} textAnchor="middle" fontSize="10" fill="var(--hr-text-muted)">
                {barLabel(row[table.chart.label])}
              </text>
            </g>
          ))}
          <text x="2" y="12" fontSize="10" fill="var(--hr-text-muted)">
            {top}
          </text>
        </svg>
      </div>
    </figure>
  )
}
