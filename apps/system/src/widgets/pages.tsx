import { page } from '@hr-portal/kit'
import { MustReadWidget } from './must-read-widget'

/** The app's dashboard widgets by their page (the manifest's `widgets[].page`); a widget path none names shows nothing. */
export const widgetPages = [page('/widgets/must-read', () => <MustReadWidget />), page('/widgets/*', () => null)]
