import './tour-shop.css'
import { translate } from './i18n'

const root = document.getElementById('root')!

// Opened outside the portal, the page says so; the rest loads only inside a frame (connecting throws outside one).
if (window.parent === window) {
  root.textContent = translate(/^en/i.test(navigator.language) ? 'en' : 'zh-CN', 'notConnected')
} else {
  void import('./start').then(({ start }) => start(root))
}
