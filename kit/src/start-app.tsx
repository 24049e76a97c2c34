import '../../assets/themes/tokens.css'
import '../../assets/themes/base.css'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { connect, type AppIdentity } from './connect'
import { kitLabels } from './labels'
import { Pages, type PageEntry } from './pages'
import { AppProvider } from './provider'

export interface StartOptions extends AppIdentity {
  /** The app's page table (`page(...)` lines); the first is shown for a path none matches. */
  pages: readonly PageEntry[]
  /** Default `#root`. */
  root?: HTMLElement
}

/**
 * Starts a sub-app in the shell's frame: connects (bridge, router, texts), waits until the shell has said which
 * language the user reads, then draws the page the path names. Nothing is drawn before (the shell's loading view
 * covers the frame), so the first frame is never in the default language. Opened outside the portal, it says so.
 */
export async function startApp({
  pages,
  root = document.getElementById('root')!,
  ...identity
}: StartOptions): Promise<void> {
  let app
  try {
    app = connect(identity)
  } catch {
    // Connecting throws outside a frame: opened on its own, the page says so instead of failing silently.
    root.textContent = kitLabels['zh-CN'].notConnected
    return
  }
  await app.envLoaded.catch(() => {})
  createRoot(root).render(
    <StrictMode>
      <AppProvider>
        <Pages pages={pages} />
      </AppProvider>
    </StrictMode>,
  )
}
