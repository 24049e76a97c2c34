import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import '../../assets/themes/tokens.css'
import '../../assets/themes/base.css'
import './shell.css'
import './lib/layout/screens.css'
import { App } from './pages/app'
import { $language, loadLanguage } from './lib/i18n/i18n'
import { installSessionWatchers } from './session/watchers'

document.documentElement.lang = $language.get()
await loadLanguage($language.get())
installSessionWatchers()
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
)
