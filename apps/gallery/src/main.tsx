import { startApp } from '@hr-portal/kit'
import './gallery.css'
import manifest from '../manifest.json'
import { pages } from './pages'

// The kit connects to the shell and draws the page once the shell has said the user's language (its texts are its own).
void startApp({ manifest, pages })
