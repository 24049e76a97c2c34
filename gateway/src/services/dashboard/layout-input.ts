import type { Lang } from '../../core/lang'
import { dashboardError } from './texts'

/** One widget on a dashboard: the app's menu code and the widget's id in its manifest. */
export interface PlacedWidget {
  app: string
  widget: string
}

/** The most widgets one dashboard holds. */
export const MAX_WIDGETS = 24

/** The request schema of a layout: the widgets in order (their shape; what exists is checked by checkedLayout). */
export const layoutSchema = {
  type: 'array',
  maxItems: MAX_WIDGETS,
  items: {
    type: 'object',
    required: ['app', 'widget'],
    additionalProperties: false,
    properties: {
      app: { type: 'string', pattern: '^[a-z][a-z0-9-]{0,40}$' },
      widget: { type: 'string', pattern: '^[a-z][a-z0-9-]{0,40}$' },
    },
  },
}

/** The layout when every widget exists (in `known`: app code → its widget ids) and none repeats; else the first problem. */
export function checkedLayout(lang: Lang, widgets: PlacedWidget[], known: Map<string, Set<string>>): PlacedWidget[] {
  if (widgets.length > MAX_WIDGETS) throw dashboardError(lang, 'tooManyWidgets', { max: MAX_WIDGETS })
  const seen = new Set<string>()
  return widgets.map(({ app, widget }) => {
    if (!known.get(app)?.has(widget)) throw dashboardError(lang, 'unknownWidget', { app, widget })
    const key = `${app}/${widget}`
    if (seen.has(key)) throw dashboardError(lang, 'repeatedWidget', { app, widget })
    seen.add(key)
    return { app, widget }
  })
}

/** A stored layout; rows are written only by checkedLayout's answer, so anything else is dropped. */
export function storedLayout(json: string): PlacedWidget[] {
  try {
    const value: unknown = JSON.parse(json)
    if (!Array.isArray(value)) return []
    return value.filter((w): w is PlacedWidget => typeof w?.app === 'string' && typeof w?.widget === 'string')
  } catch {
    return []
  }
}
