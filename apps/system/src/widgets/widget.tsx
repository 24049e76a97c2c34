import { useAppPath } from '@hr-portal/bridge/react'
import type { ComponentType } from 'react'
import { router } from '../shell'
import { MustReadWidget } from './must-read-widget'

/** The app's dashboard widgets by their page (the manifest's `widgets[].page`). */
const WIDGETS: Record<string, ComponentType> = {
  '/widgets/must-read': MustReadWidget,
}

export const isWidgetPath = (path: string) => path.startsWith('/widgets/')

/** The widget the frame's path names; nothing for a path no widget has. */
export function Widget() {
  const Shown = WIDGETS[useAppPath(router)]
  return Shown ? <Shown /> : null
}
