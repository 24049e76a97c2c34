import type { PlacedWidget } from '@hr-portal/api/client/dashboard'
import type { AppWidget } from '@hr-portal/bridge'
import type { AppRoute } from '../session/menus'

/** One widget on the dashboard: its app's menu code and its id in the app's manifest (the contract's). */
export type { PlacedWidget }

/** A widget the user may place: its app (from their menus) and its declaration. */
export interface WidgetChoice {
  app: AppRoute
  widget: AppWidget
}

export const widgetKey = (w: PlacedWidget) => `${w.app}/${w.widget}`

/**
 * Every widget of the apps in the user's menus, in menu order; one that names a function only when `holds` it.
 */
export function availableWidgets(
  apps: AppRoute[],
  holds: (functionId: string) => boolean = () => true,
): WidgetChoice[] {
  return apps.flatMap((app) =>
    (app.manifest?.widgets ?? [])
      .filter((w) => !w.functionId || holds(w.functionId))
      .map((widget) => ({ app, widget })),
  )
}

/**
 * The widgets to show: the stored layout's, in its order, leaving out those the user may no longer see; every
 * available widget when nothing is stored.
 */
export function resolveLayout(stored: PlacedWidget[] | null, available: WidgetChoice[]): WidgetChoice[] {
  if (!stored) return available
  const byKey = new Map(available.map((c) => [widgetKey({ app: c.app.code, widget: c.widget.id }), c]))
  return stored.flatMap((w) => byKey.get(widgetKey(w)) ?? [])
}

export const placedOf = (choices: WidgetChoice[]): PlacedWidget[] =>
  choices.map((c) => ({ app: c.app.code, widget: c.widget.id }))

/** The list with the item at `from` moved by `by` places (clamped to the ends). */
export function moved<T>(list: T[], from: number, by: number): T[] {
  const to = Math.max(0, Math.min(list.length - 1, from + by))
  if (to === from) return list
  const next = [...list]
  const [item] = next.splice(from, 1)
  next.splice(to, 0, item)
  return next
}
