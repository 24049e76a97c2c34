import './supplier.css'
import { translate } from './i18n/i18n'

const root = document.getElementById('root')!

// Opened outside the portal, the page says so instead of failing silently; the rest is loaded
// only inside a frame, because connecting throws outside one.
if (window.parent === window)
  root.textContent = translate(navigator.language.startsWith('zh') ? 'zh-CN' : 'en', 'notConnected')
else void import('./start').then(({ start }) => start(root))
