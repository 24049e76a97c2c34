import { page } from '@hr-portal/kit'
import { TrainingDueWidget } from './training-due-widget'

/** The app's dashboard widgets by their page (the manifest's `widgets[].page`); a widget path none names shows nothing. */
export const widgetPages = [page('/widgets/training-due', () => <TrainingDueWidget />), page('/widgets/*', () => null)]
