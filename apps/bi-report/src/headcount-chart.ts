import uPlot from 'uplot'
import type { ChartColors } from './chart-colors'
import type { HeadcountSummary } from './load-summary'

const HEIGHT = 280

/** Bars of headcount per department; x is the row index, labelled with the department's name. */
export function drawHeadcountChart(
  target: HTMLElement,
  width: number,
  rows: HeadcountSummary['byOrgan'],
  label: string,
  colors: ChartColors,
): uPlot {
  const xs = rows.map((_, index) => index)
  const top = Math.max(1, ...rows.map((row) => row.headcount))
  const bars = uPlot.paths.bars?.({ size: [0.6, 64] })
  return new uPlot(
    {
      width,
      height: HEIGHT,
      legend: { show: false },
      cursor: { show: false },
      scales: {
        x: { time: false, range: [-0.5, Math.max(0, rows.length - 0.5)] },
        y: { range: [0, Math.ceil(top * 1.15)] },
      },
      axes: [
        {
          stroke: colors.text,
          grid: { show: false },
          ticks: { show: false },
          splits: () => xs,
          values: (_self, splits) => splits.map((index) => rows[index]?.organName ?? ''),
        },
        { stroke: colors.text, grid: { stroke: colors.grid, width: 1 }, ticks: { stroke: colors.grid } },
      ],
      series: [{}, { label, fill: colors.primary, stroke: colors.primary, paths: bars, points: { show: false } }],
    },
    [xs, rows.map((row) => row.headcount)],
    target,
  )
}
