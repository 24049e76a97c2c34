import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { ShellProvider } from '@hr-portal/bridge/react'
import '../../../assets/themes/tokens.css'
import '../../../assets/themes/base.css'
import '../../../assets/themes/app-page.css'
import './outsourcing.css'
import { App } from './app'
import { app } from './shell'

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ShellProvider connection={app.connection} env={app.env}><App /></ShellProvider>
  </StrictMode>,
)
