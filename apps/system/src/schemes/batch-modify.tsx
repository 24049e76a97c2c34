import { useState } from 'react'
import { usePermission, useRequest } from '@hr-portal/bridge/react'
import { DialogContainer, dialogContainerLabels, type DialogButton } from '@hr-portal/ui'
import { http, shell, useLanguage, useT } from '@hr-portal/kit'

interface BatchField {
  key: string
  label: string
  options: Array<{ id: number; name: string }>
}

/** 'Batch modify' for the selected staff (button 100204): a field and its new value, then the result message. */
export function BatchModifyButton({ ids, onDone }: { ids: number[]; onDone: () => void }) {
  const t = useT()
  const allowed = usePermission('100204')
  const [open, setOpen] = useState(false)
  if (!allowed) return null
  return (
    <>
      <button
        type="button"
        className="hr-button"
        data-testid="batch-modify"
        disabled={!ids.length}
        onClick={() => setOpen(true)}
      >
        {t('batch.button')}
      </button>
      {open && (
        <BatchModifyDialog
          ids={ids}
          onClose={() => setOpen(false)}
          onDone={() => {
            setOpen(false)
            onDone()
          }}
        />
      )}
    </>
  )
}

function BatchModifyDialog({ ids, onClose, onDone }: { ids: number[]; onClose: () => void; onDone: () => void }) {
  const t = useT()
  const language = useLanguage()
  const fields = useRequest(
    () => http.postJson<BatchField[]>('/joyhr/web/batch/getBatchModifyCondition', {}).then((a) => a.result ?? []),
    [],
  )
  const [field, setField] = useState('')
  const [value, setValue] = useState('')
  const [failure, setFailure] = useState('')
  const chosen = fields.data?.find((f) => f.key === (field || fields.data?.[0]?.key))
  const buttons: DialogButton[] = [
    { event: 'confirm', text: t('batch.confirm'), type: 'primary', disabled: !chosen || !value },
  ]
  async function onButton() {
    setFailure('')
    try {
      const result = (
        await http.postJson<{ changed: number; skipped: number }>('/joyhr/web/batch/batchModify', {
          ids,
          field: chosen!.key,
          value: Number(value),
        })
      ).result!
      shell.ui.message('success', t('batch.done', { changed: result.changed, skipped: result.skipped })).catch(() => {})
      onDone()
    } catch (error) {
      setFailure((error as Error).message)
      throw error
    }
  }
  return (
    <DialogContainer
      open
      title={t('batch.title', { count: ids.length })}
      labels={dialogContainerLabels[language]}
      formBtnList={buttons}
      onButton={onButton}
      onClose={onClose}
    >
      {failure && <p role="alert">{failure}</p>}
      {fields.loading && <p role="status">…</p>}
      {fields.error ? <p role="alert">{(fields.error as Error).message}</p> : null}
      {fields.data && !fields.data.length && <p role="status">{t('batch.noFields')}</p>}
      {chosen && (
        <div className="batch-form">
          <label>
            {t('batch.field')}{' '}
            <select
              value={chosen.key}
              data-testid="batch-field"
              onChange={(event) => {
                setField(event.target.value)
                setValue('')
              }}
            >
              {fields.data!.map((f) => (
                <option key={f.key} value={f.key}>
                  {f.label}
                </option>
              ))}
            </select>
          </label>
          <label>
            {t('batch.value')}{' '}
            <select value={value} data-testid="batch-value" onChange={(event) => setValue(event.target.value)}>
              <option value="" disabled>
                —
              </option>
              {chosen.options.map((o) => (
                <option key={o.id} value={String(o.id)}>
                  {o.name}
                </option>
              ))}
            </select>
          </label>
        </div>
      )}
    </DialogContainer>
  )
}
