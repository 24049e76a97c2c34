import { useAppPath } from '@hr-portal/bridge/react'
import type { ComponentType } from 'react'
import { router } from '../shell'
import { LatestPayslipWidget } from './latest-payslip-widget'

/** The app's dashboard widgets by their page (the manifest's `widgets[].page`). */
const WIDGETS: Record<string, ComponentType> = {
  '/widgets/latest-payslip': LatestPayslipWidget,
}

export const isWidgetPath = (path: string) => path.startsWith('/widgets/')

/** The widget the frame's path names; nothing for a path no widget has. */
export function Widget() {
  const Shown = WIDGETS[useAppPath(router)]
  return Shown ? <Shown /> : null
}
