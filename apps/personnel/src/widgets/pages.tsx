import { page } from '@hr-portal/kit'
import { HeadcountWidget } from './headcount-widget'
import { CelebrationsWidget } from './celebrations-widget'

/** The app's dashboard widgets by their page (the manifest's `widgets[].page`); a widget path none names shows nothing. */
export const widgetPages = [
  page('/widgets/headcount', () => <HeadcountWidget />),
  page('/widgets/celebrations', () => <CelebrationsWidget />),
  page('/widgets/*', () => null),
]
