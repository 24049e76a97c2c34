import { useRef } from 'react'
import { useStore } from '@nanostores/react'
import type { AppConnection } from '@hr-portal/bridge'
import { DialogContainer } from './dialogs'
import { $language } from '../../lib/i18n/i18n'
import { $appDialog } from '../services/app-dialog'
import { DialogFrame } from './dialog-frame'
import { dialogTitle } from './dialog-title'

/**
 * The page an app asked to show in a dialog (the UI kit's dialog container, 896px by default) or
 * a drawer, over the whole page; the opener stays alive underneath.
 */
export function AppDialogLayer() {
  const dialog = useStore($appDialog)
  const language = useStore($language)
  const connection = useRef<AppConnection | null>(null)
  if (!dialog) return null
  const { request } = dialog
  // The title names the app, as every dialog an app asks for does: no app can pass its page off as the shell's.
  const app = dialog.app.manifest?.title || dialog.app.title
  return (
    <DialogContainer
      open
      title={dialogTitle(app, request.title)}
      variant={dialog.kind === 'drawer' ? 'drawer' : 'standard'}
      width={request.width}
      language={language}
      closeConfirm={request.closeConfirm}
      disabledAutoClose
      formBtnList={request.buttons?.map((b) => ({ event: b.event, text: b.text, type: b.type }))}
      onButton={(button) => connection.current?.app.onDialogButton(button.event)}
      onClose={() => dialog.settle(null)}
    >
      <DialogFrame
        key={`${dialog.app.code}:${request.path}`}
        app={dialog.app}
        path={request.path}
        onResult={dialog.settle}
        onConnection={(c) => {
          connection.current = c
        }}
      />
    </DialogContainer>
  )
}
