import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import '../../assets/themes/tokens.css'
import '../../assets/themes/base.css'
import './template.css'
import { translate } from './i18n'

const root = document.getElementById('root')!

/** Wires the page to the shell; opened outside the portal, it says so instead of failing silently. */
async function start() {
  if (window.parent === window) {
    root.textContent = translate('zh-CN', 'notConnected')
    return
  }
  // Loaded only inside a frame: connecting throws at import time outside one.
  const [{ ShellProvider }, { connection, env, shell }, { onAppNavigate }, { App }] = await Promise.all([
    import('@hr-portal/bridge/react'), import('./shell'), import('./router'), import('./app'),
  ])
  env.subscribe(() => {
    document.documentElement.lang = env.get().language
    document.documentElement.dataset.theme = env.get().theme
  })
  onAppNavigate((path, replace) => shell.nav.changed(path, { replace }).catch(() => {}))
  createRoot(root).render(
    <StrictMode>
      <ShellProvider connection={connection} env={env}><App /></ShellProvider>
    </StrictMode>,
  )
}

void start()
