import { startApp } from '@hr-portal/kit'
import '../../../../assets/themes/app-page.css'
import '../expenses.css'
import '../cards.css'
import manifest from '../../manifest.json'
import { texts } from '../texts'
import { widgetPages } from './pages'

// The page of the app's dashboard widgets (widgets.html): a widget's frame runs this, not the app's other pages.
void startApp({ manifest, pages: widgetPages, texts })
