import uPlot from 'uplot'
import type { ChartColors } from './chart-colors'
import type { PageViewReport } from './load-page-views'

const HEIGHT = 240

/** Page views per day as bars; x is the day's index, labelled `MM-DD`. */
export function drawViewsChart(
  target: HTMLElement,
  width: number,
  rows: PageViewReport['daily'],
  label: string,
  colors: ChartColors,
): uPlot {
  const xs = rows.map((_, index) => index)
  const top = Math.max(1, ...rows.map((row) => row.views))
  const step = Math.max(1, Math.ceil(rows.length / 10))
  return new uPlot(
    {
      width,
      height: HEIGHT,
      legend: { show: true, live: false },
      scales: {
        x: { time: false, range: [-0.6, Math.max(0.6, rows.length - 0.4)] },
        y: { range: [0, Math.ceil(top * 1.15)] },
      },
      axes: [
        {
          stroke: colors.text,
          grid: { show: false },
          ticks: { stroke: colors.grid },
          splits: () => xs.filter((i) => i % step === 0),
          values: (_self, splits) => splits.map((index) => rows[index]?.day.slice(5) ?? ''),
        },
        { stroke: colors.text, grid: { stroke: colors.grid, width: 1 }, ticks: { stroke: colors.grid } },
      ],
      series: [
        {},
        {
          label,
          stroke: colors.primary,
          fill: colors.primary,
          width: 1,
          paths: uPlot.paths.bars!({ size: [0.6, 40] }),
          points: { show: false },
        },
      ],
    },
    [xs, rows.map((row) => row.views)],
    target,
  )
}
