import { startApp } from '@hr-portal/kit'
import '../../../assets/themes/app-page.css'
import './expenses.css'
import './cards.css'
import manifest from '../manifest.json'
import { pages } from './pages'
import { texts } from './texts'

// The kit connects to the shell and draws the page once the shell has said the user's language.
void startApp({ manifest, pages, texts })
