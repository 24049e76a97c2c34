import { memo } from 'react'
import { AppConfirmLayer } from './layers/app-confirm-layer'
import { AppDialogLayer } from './layers/app-dialog-layer'
import { ExternalLinkLayer } from './layers/external-link-layer'
import { IdleWarning } from './layers/idle-warning'
import { LeaveQuestion } from './layers/leave-question'
import { ToastLayer } from './layers/toast-layer'
import { ShellWatermark } from './watermark/shell-watermark'
import { useValidationTexts } from './use-validation-texts'

/**
 * The portal's layers over the page: confirms, the external-link question, app dialogs, the leave
 * question, toasts, the inactivity warning and the watermark; and the portal's language for the
 * browser's form constraint texts. Each reads its own store; memoised, they do not render again
 * when the page switches.
 */
export const PortalLayers = memo(function PortalLayers() {
  useValidationTexts()
  return (
    <>
      <AppConfirmLayer />
      <ExternalLinkLayer />
      <AppDialogLayer />
      <LeaveQuestion />
      <ToastLayer />
      <IdleWarning />
      <ShellWatermark />
    </>
  )
})
