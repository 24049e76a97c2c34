import { lazyPage } from '../routing/lazy-page'
import { registerShellPage } from '../routing/shell-pages'

// The file centre at /portal/files, in its own chunk.
registerShellPage({ segment: 'files', titleKey: 'files.title', component: lazyPage(() => import('./files-page')) })
