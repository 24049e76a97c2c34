import { dashboardContract, type Static } from '@hr-portal/api'
import type { Lang } from '../../core/lang'
import { dashboardError } from './texts'

/** One widget on a dashboard: the app's menu code and the widget's id in its manifest. */
export type PlacedWidget = Static<typeof dashboardContract.placedWidget>

const { MAX_WIDGETS } = dashboardContract

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
