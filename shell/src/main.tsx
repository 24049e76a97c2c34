import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import '../../assets/themes/tokens.css'
import '../../assets/themes/base.css'
import './shell.css'
import { App } from './app'
import { $language } from './i18n/i18n'

document.documentElement.lang = $language.get()
createRoot(document.getElementById('root')!).render(<StrictMode><App /></StrictMode>)
