import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { ShellProvider } from '@hr-portal/bridge/react'
import { App } from './app'
import { app } from './shell'

/**
 * Renders the app inside the portal's frame once the shell has said which language the user reads: nothing is drawn before
 * (the shell's loading view covers the frame meanwhile), so the first frame is never in the default language.
 */
export async function start(root: HTMLElement): Promise<void> {
  await app.envLoaded.catch(() => {})
  createRoot(root).render(
    <StrictMode>
      <ShellProvider connection={app.connection} env={app.env}>
        <App />
      </ShellProvider>
    </StrictMode>,
  )
}
