import uPlot from 'uplot'
import type { ChartColors } from './chart-colors'
import type { HeadcountSummary } from './load-summary'

const HEIGHT = 280

/** Hires and leavers per month as two lines; x is the month's index, labelled `YYYY-MM`. */
export function drawTurnoverChart(
  target: HTMLElement,
  width: number,
  rows: HeadcountSummary['byMonth'],
  labels: { hires: string; leavers: string },
  colors: ChartColors,
): uPlot {
  const xs = rows.map((_, index) => index)
  const top = Math.max(1, ...rows.map((row) => Math.max(row.hires, row.leavers)))
  const line = (label: string, color: string): uPlot.Series => ({
    label,
    stroke: color,
    width: 2,
    points: { show: true, size: 6, fill: color, stroke: color },
  })
  return new uPlot(
    {
      width,
      height: HEIGHT,
      legend: { show: true, live: false },
      scales: {
        x: { time: false, range: [-0.3, Math.max(0.3, rows.length - 0.7)] },
        y: { range: [0, Math.ceil(top * 1.15)] },
      },
      axes: [
        {
          stroke: colors.text,
          grid: { show: false },
          ticks: { stroke: colors.grid },
          splits: () => xs,
          values: (_self, splits) => splits.map((index) => rows[index]?.month ?? ''),
        },
        { stroke: colors.text, grid: { stroke: colors.grid, width: 1 }, ticks: { stroke: colors.grid } },
      ],
      series: [{}, line(labels.hires, colors.primary), line(labels.leavers, colors.second)],
    },
    [xs, rows.map((row) => row.hires), rows.map((row) => row.leavers)],
    target,
  )
}
