import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { ShellProvider } from '@hr-portal/bridge/react'
import '../../../../assets/themes/tokens.css'
import '../../../../assets/themes/base.css'
import '../approval.css'
import { app } from '../shell'
import { Widget } from './widget'

// The page of the app's dashboard widgets (widgets.html): a widget's frame runs this, not the app's other pages.
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ShellProvider connection={app.connection} env={app.env}><Widget /></ShellProvider>
  </StrictMode>,
)
