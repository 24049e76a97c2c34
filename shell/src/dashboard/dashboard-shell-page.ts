import { lazy } from 'react'
import { registerShellPage } from '../portal/shell-pages/shell-pages'
import './dashboard-texts'

// The home dashboard at /portal/dashboard, in its own chunk.
registerShellPage({ segment: 'dashboard', titleKey: 'dashboard.title', component: lazy(() => import('./dashboard-page')) })
