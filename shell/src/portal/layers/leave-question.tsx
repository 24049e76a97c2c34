import { useStore } from '@nanostores/react'
import { ConfirmDialog } from './dialogs'
import { useT } from '../../lib/i18n/use-t'
import { $session } from '../../session/session-store'
import { $leaveQuestion } from '../../session/leave-guard'

/** "Unsaved changes: leave?" for the apps that said they are dirty. */
export function LeaveQuestion() {
  const t = useT()
  const question = useStore($leaveQuestion)
  const apps = useStore($session).apps
  if (!question) return null
  const names = question.apps.map((code) => apps.find((a) => a.code === code)?.title ?? code).join('、')
  return (
    <ConfirmDialog
      open
      title={t('portal.unsavedTitle')}
      okText={t('portal.leave')}
      cancelText={t('portal.stay')}
      closeLabel={t('portal.close')}
      onOk={() => question.answer(true)}
      onCancel={() => question.answer(false)}
    >
      <p data-testid="unsaved-question">{t('portal.unsavedBody', { apps: names })}</p>
    </ConfirmDialog>
  )
}
