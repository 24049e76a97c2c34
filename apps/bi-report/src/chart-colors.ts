/** Canvas cannot read CSS variables, so the theme's tokens are resolved when a chart is drawn. */
export interface ChartColors {
  primary: string
  second: string
  text: string
  grid: string
}

export function readChartColors(root: Element = document.documentElement): ChartColors {
  const style = getComputedStyle(root)
  const read = (name: string, fallback: string) => style.getPropertyValue(name).trim() || fallback
  return {
    primary: read('--hr-primary', '#1f6feb'),
    second: read('--hr-danger', '#cf222e'),
    text: read('--hr-text-muted', '#57606a'),
    grid: read('--hr-border', '#d0d7de'),
  }
}
