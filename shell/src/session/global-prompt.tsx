import { useState } from 'react'
import { useStore } from '@nanostores/react'
import { ConfirmDialog } from '@hr-portal/ui'
import { useT } from '../i18n/use-t'
import { $prompt, type PromptKind } from './prompt'
import { confirmPrompt } from './prompt-actions'

const TEXTS: Record<PromptKind, { title: string; content: string }> = {
  loginInvalid: { title: 'prompt.loginInvalidTitle', content: 'prompt.loginInvalid' },
  permissionChanged: { title: 'prompt.permissionChangedTitle', content: 'prompt.permissionChanged' },
  permissionLogout: { title: 'prompt.permissionChangedTitle', content: 'prompt.permissionLogout' },
  pageUpdated: { title: 'prompt.pageUpdatedTitle', content: 'prompt.pageUpdated' },
}

/** Renders the one global prompt, if any, with its single confirm. */
export function GlobalPrompt() {
  const t = useT()
  const kind = useStore($prompt)
  const [busy, setBusy] = useState(false)
  if (!kind) return null
  return (
    <ConfirmDialog
      open
      closable={false}
      title={t(TEXTS[kind].title)}
      okText={t('prompt.confirm')}
      onOk={() => { if (!busy) { setBusy(true); void confirmPrompt(kind) } }}
    >
      <p data-testid="prompt-content" data-kind={kind}>{t(TEXTS[kind].content)}</p>
    </ConfirmDialog>
  )
}
