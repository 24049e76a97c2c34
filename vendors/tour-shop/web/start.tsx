import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { ShellProvider } from '@hr-portal/bridge/react'
import { App } from './app'
import { app } from './shell'

/** Renders the app inside the portal's frame. */
export function start(root: HTMLElement): void {
  createRoot(root).render(
    <StrictMode>
      <ShellProvider connection={app.connection} env={app.env}><App /></ShellProvider>
    </StrictMode>,
  )
}
