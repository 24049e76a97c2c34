import { useState } from 'react'
import { ConfirmDialog } from '@hr-portal/ui/dialogs'
import { useT } from '../lib/i18n/use-t'
import type { PromptKind } from './prompt'
import '../lib/i18n/portal-texts'
import { confirmPrompt } from './prompt-actions'

const TEXTS: Record<PromptKind, { title: string; content: string }> = {
  loginInvalid: { title: 'prompt.loginInvalidTitle', content: 'prompt.loginInvalid' },
  permissionChanged: { title: 'prompt.permissionChangedTitle', content: 'prompt.permissionChanged' },
  permissionLogout: { title: 'prompt.permissionChangedTitle', content: 'prompt.permissionLogout' },
  pageUpdated: { title: 'prompt.pageUpdatedTitle', content: 'prompt.pageUpdated' },
}

/** The one global prompt with its single confirm (loaded only when a prompt is raised). */
export function PromptDialog({ kind }: { kind: PromptKind }) {
  const t = useT()
  const [busy, setBusy] = useState(false)
  return (
    <ConfirmDialog
      open
      closable={false}
      title={t(TEXTS[kind].title)}
      okText={t('prompt.confirm')}
      onOk={() => {
        if (!busy) {
          setBusy(true)
          void confirmPrompt(kind)
        }
      }}
    >
      <p data-testid="prompt-content" data-kind={kind}>
        {t(TEXTS[kind].content)}
      </p>
    </ConfirmDialog>
  )
}
