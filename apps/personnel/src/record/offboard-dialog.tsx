import { useId, useState } from 'react'
import { DialogContainer, dialogContainerLabels, DateField } from '@hr-portal/ui'
import { useRequest } from '@hr-portal/bridge/react'
import { dictionaryChoices, offboard } from '../api'
import { app, shell, useLanguage, useT } from '@hr-portal/kit'

const today = () => new Date().toISOString().slice(0, 10)

/** Offboarding (110103): the leave date and reason, then a confirmation; the person's account can no longer sign in. */
export function OffboardDialog({
  id,
  name,
  onClose,
  onDone,
}: {
  id: number
  name: string
  onClose: () => void
  onDone: () => void
}) {
  const t = useT()
  const language = useLanguage()
  const dateId = useId()
  const reasonId = useId()
  const commonId = useId()
  // The tenant's reasons for leaving (dictionary leaveReason): choosing one fills in the reason, which stays editable.
  const common = useRequest(() => dictionaryChoices(['leaveReason']), [language])
  const [leaveDate, setLeaveDate] = useState(today)
  const [reason, setReason] = useState('')
  const [failure, setFailure] = useState('')

  async function confirm() {
    setFailure('')
    if (!leaveDate) {
      setFailure(t('common.required', { label: t('offboard.leaveDate') }))
      throw new Error('leave date')
    }
    if (!reason.trim()) {
      setFailure(t('common.required', { label: t('offboard.reason') }))
      throw new Error('reason')
    }
    try {
      await offboard(id, leaveDate, reason.trim())
    } catch (error) {
      setFailure((error as Error).message || 'error')
      throw error
    }
    shell.ui.message('success', t('offboard.done', { name })).catch(() => {})
    app.events.publish('staff.changed', { id, ...(name ? { name: name.slice(0, 200) } : {}) }).catch(() => {})
    onDone()
  }

  return (
    <DialogContainer
      open
      title={t('offboard.title', { name })}
      width={520}
      labels={dialogContainerLabels[language]}
      closeConfirm={reason.trim() !== ''}
      formBtnList={[
        { event: 'confirm', text: t('offboard.confirm'), type: 'danger', disabled: !leaveDate || !reason.trim() },
      ]}
      onButton={confirm}
      onClose={onClose}
    >
      <div className="pers-offboard" data-testid="offboard-dialog">
        <p>{t('offboard.confirmText', { name })}</p>
        <label htmlFor={dateId}>{t('offboard.leaveDate')} *</label>
        <DateField
          kind="date"
          id={dateId}
          className="hr-input"
          required
          value={leaveDate}
          onValueChange={setLeaveDate}
        />
        {(common.data?.leaveReason ?? []).length > 0 && (
          <>
            <label htmlFor={commonId}>{t('offboard.commonReasons')}</label>
            <select
              id={commonId}
              className="hr-input"
              value=""
              onChange={(e) => e.target.value && setReason(e.target.value)}
            >
              <option value="">{t('common.choose')}</option>
              {common.data!.leaveReason.map((choice) => (
                <option key={choice.value} value={choice.label}>
                  {choice.label}
                </option>
              ))}
            </select>
          </>
        )}
        <label htmlFor={reasonId}>{t('offboard.reason')} *</label>
        <textarea
          id={reasonId}
          className="hr-input pers-textarea"
          required
          maxLength={500}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
        />
        {failure && (
          <p role="alert" className="pers-error" data-testid="offboard-error">
            {failure}
          </p>
        )}
      </div>
    </DialogContainer>
  )
}
