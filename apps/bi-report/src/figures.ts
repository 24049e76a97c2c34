import { readChartColors } from './chart-colors'
import { chartFigure, type Figure } from './chart-figure'
import { dataTable } from './data-table'
import { drawHeadcountChart } from './headcount-chart'
import type { Translate } from './texts'
import type { HeadcountSummary } from './load-summary'
import { drawTurnoverChart } from './turnover-chart'

/** Headcount by department: bar chart plus table. */
export function headcountFigure(summary: HeadcountSummary, t: Translate): Figure {
  const title = t('headcount.title')
  const colors = readChartColors()
  return chartFigure({
    id: 'headcount',
    title,
    chartLabel: t('chart.label', { title }),
    table: dataTable({
      caption: t('table.caption', { title }),
      testId: 'headcount-table',
      headers: [t('headcount.organ'), t('headcount.count')],
      rows: summary.byOrgan.map((row) => [row.organName, row.headcount]),
    }),
    draw: (target, width) => drawHeadcountChart(target, width, summary.byOrgan, t('headcount.count'), colors),
  })
}

/** Hires and leavers by month: line chart plus table. */
export function turnoverFigure(summary: HeadcountSummary, t: Translate): Figure {
  const title = t('turnover.title')
  const colors = readChartColors()
  const labels = { hires: t('turnover.hires'), leavers: t('turnover.leavers') }
  return chartFigure({
    id: 'turnover',
    title,
    chartLabel: t('chart.label', { title }),
    table: dataTable({
      caption: t('table.caption', { title }),
      testId: 'turnover-table',
      headers: [t('turnover.month'), labels.hires, labels.leavers],
      rows: summary.byMonth.map((row) => [row.month, row.hires, row.leavers]),
    }),
    draw: (target, width) => drawTurnoverChart(target, width, summary.byMonth, labels, colors),
  })
}
