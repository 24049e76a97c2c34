import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import '../../assets/themes/tokens.css'
import '../../assets/themes/base.css'
import './shell.css'
import './layout/screens.css'
import { App } from './app'
import { $language, loadLanguage } from './i18n/i18n'
import { installSessionWatchers } from './session/watchers'

document.documentElement.lang = $language.get()
await loadLanguage($language.get())
installSessionWatchers()
createRoot(document.getElementById('root')!).render(<StrictMode><App /></StrictMode>)
