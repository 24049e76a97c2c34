import { page } from '@hr-portal/kit'
import { LatestPayslipWidget } from './latest-payslip-widget'

/** The app's dashboard widgets by their page (the manifest's `widgets[].page`); a widget path none names shows nothing. */
export const widgetPages = [
  page('/widgets/latest-payslip', () => <LatestPayslipWidget />),
  page('/widgets/*', () => null),
]
