import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { ShellProvider } from '@hr-portal/bridge/react'
import '../../../assets/themes/tokens.css'
import '../../../assets/themes/base.css'
import './system.css'
import { App } from './app'
import { onAppNavigate } from './router'
import { connection, env, shell } from './shell'

onAppNavigate((path, replace) => shell.nav.changed(path, { replace }).catch(() => {}))
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ShellProvider connection={connection} env={env}><App /></ShellProvider>
  </StrictMode>,
)
