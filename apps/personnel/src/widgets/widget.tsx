import { useAppPath } from '@hr-portal/bridge/react'
import type { ComponentType } from 'react'
import { router } from '../shell'
import { HeadcountWidget } from './headcount-widget'
import { CelebrationsWidget } from './celebrations-widget'

/** The app's dashboard widgets by their page (the manifest's `widgets[].page`). */
const WIDGETS: Record<string, ComponentType> = {
  '/widgets/headcount': HeadcountWidget,
  '/widgets/celebrations': CelebrationsWidget,
}

export const isWidgetPath = (path: string) => path.startsWith('/widgets/')

/** The widget the frame's path names; nothing for a path no widget has. */
export function Widget() {
  const Shown = WIDGETS[useAppPath(router)]
  return Shown ? <Shown /> : null
}
