import { lazyPage } from '../../routing/lazy-page'
import { registerShellPage } from '../../routing/shell-pages'

// The account's security settings as a page at /portal/security, in their own chunk: what a notice about the
// account's sign-in or two-step verification opens (the user menu opens the same settings as a dialog).
registerShellPage({
  segment: 'security',
  titleKey: 'security.title',
  component: lazyPage(() => import('./security-page')),
})
