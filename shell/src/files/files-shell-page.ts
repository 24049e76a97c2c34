import { lazy } from 'react'
import { registerShellPage } from '../portal/shell-pages/shell-pages'

// The file centre at /portal/files, in its own chunk.
registerShellPage({ segment: 'files', titleKey: 'files.title', component: lazy(() => import('./files-page')) })
