import { lazyPage } from '../routing/lazy-page'
import { registerShellPage } from '../routing/shell-pages'
import './dashboard-texts'

// The home dashboard at /portal/dashboard, in its own chunk.
// The page is ready (other work may start) once a widget drew or failed, or when it shows none.
registerShellPage({
  segment: 'dashboard',
  titleKey: 'dashboard.title',
  component: lazyPage(() => import('./dashboard-page')),
  readyOnContent: true,
})
