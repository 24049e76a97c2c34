import { page } from '@hr-portal/kit'
import { WaitingWidget } from './waiting-widget'

/** The app's dashboard widgets by their page (the manifest's `widgets[].page`); a widget path none names shows nothing. */
export const widgetPages = [page('/widgets/waiting', () => <WaitingWidget />), page('/widgets/*', () => null)]
