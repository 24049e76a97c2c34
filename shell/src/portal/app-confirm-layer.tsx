import { useStore } from '@nanostores/react'
import { ConfirmDialog } from '@hr-portal/ui'
import { useT } from '../i18n/use-t'
import { $appConfirms } from './app-dialogs'

/** Renders the first pending sub-app confirm over the whole page. */
export function AppConfirmLayer() {
  const t = useT()
  const pending = useStore($appConfirms)[0]
  if (!pending) return null
  return (
    <ConfirmDialog
      open
      title={pending.title}
      okText={pending.okText ?? t('prompt.confirm')}
      cancelText={pending.cancelText ?? t('prompt.cancel')}
      closeLabel={t('portal.close')}
      onOk={() => pending.answer(true)}
      onCancel={() => pending.answer(false)}
    >
      <p>{pending.content}</p>
    </ConfirmDialog>
  )
}
