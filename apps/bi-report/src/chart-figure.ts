import type uPlot from 'uplot'
import { h } from './dom'

export interface FigureSpec {
  /** Used for the heading id and the test ids `<id>-chart` and `<id>-table`. */
  id: string
  title: string
  /** What a screen reader announces for the drawing. */
  chartLabel: string
  table: HTMLTableElement
  draw(target: HTMLElement, width: number): uPlot
}

export interface Figure {
  node: HTMLElement
  dispose(): void
}

/**
 * A titled figure: the chart, drawn once it has a width and resized with its box, then the same
 * numbers as a table. The drawing is one labelled image; the table carries the data.
 */
export function chartFigure(spec: FigureSpec): Figure {
  const headingId = `${spec.id}-title`
  // uPlot's own legend is a table; the labelled image hides it so the data table is the only one read.
  const canvas = h('div', { class: 'chart-canvas', 'aria-hidden': 'true' })
  const image = h(
    'div',
    { class: 'chart', role: 'img', 'aria-label': spec.chartLabel, 'data-testid': `${spec.id}-chart` },
    canvas,
  )
  const node = h(
    'figure',
    { class: 'figure', 'aria-labelledby': headingId },
    h('h2', { id: headingId }, spec.title),
    image,
    spec.table,
  )
  let plot: uPlot | null = null
  const observer = new ResizeObserver(() => {
    const width = Math.floor(canvas.clientWidth)
    if (width <= 0) return
    if (plot) plot.setSize({ width, height: plot.height })
    else plot = spec.draw(canvas, width)
  })
  observer.observe(canvas)
  return {
    node,
    dispose() {
      observer.disconnect()
      plot?.destroy()
    },
  }
}
