import { page } from '@hr-portal/kit'
import { MineWidget } from './mine-widget'

/** The app's dashboard widgets by their page (the manifest's `widgets[].page`); a widget path none names shows nothing. */
export const widgetPages = [page('/widgets/mine', () => <MineWidget />), page('/widgets/*', () => null)]
