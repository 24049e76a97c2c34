import { useId, useState } from 'react'
import { DialogContainer, dialogContainerLabels, DateField } from '@hr-portal/ui'
import { flatOrgans, type Assignment, type AssignmentInput, type Organ, type Worker } from '../api'
import { useDialogSave } from '../use-dialog-save'
import { useLanguage, useT } from '@hr-portal/kit'

interface Props {
  worker: Worker
  start?: Assignment
  organs: Organ[]
  onSave: (a: AssignmentInput) => Promise<unknown>
  onClose: () => void
}

/** Assigns a worker to a department from–to (to open while it lasts), with a rate of its own or the provider's. */
export function AssignmentDialog({ worker, start, organs, onSave, onClose }: Props) {
  const t = useT()
  const language = useLanguage()
  const ids = { organ: useId(), from: useId(), to: useId(), toHint: useId(), rate: useId(), rateHint: useId() }
  const [form, setForm] = useState({
    organId: String(start?.organId ?? ''),
    from: start?.from ?? '',
    to: start?.to ?? '',
    rate: start?.rate ?? '',
  })
  const { failure, save: guard } = useDialogSave()
  const change = (key: keyof typeof form) => (e: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
    setForm({ ...form, [key]: e.target.value })
  const ready = form.organId !== '' && form.from !== ''

  const save = () =>
    guard(async () => {
      await onSave({
        ...(start ? { id: start.id } : {}),
        workerId: worker.id,
        organId: Number(form.organId),
        from: form.from,
        ...(form.to ? { to: form.to } : {}),
        ...(form.rate.trim() ? { rate: form.rate.trim() } : {}),
      })
    })

  return (
    <DialogContainer
      open
      title={start ? t('assignments.edit') : t('assignments.addFor', { name: worker.name })}
      width={480}
      labels={dialogContainerLabels[language]}
      formBtnList={[{ event: 'save', text: t('common.save'), type: 'primary', disabled: !ready }]}
      onButton={save}
      onClose={onClose}
    >
      <div className="os-form" data-testid="assignment-dialog">
        <label htmlFor={ids.organ}>{t('assignments.department')} *</label>
        <select id={ids.organ} value={form.organId} onChange={change('organId')} required>
          <option value="">{t('assignments.choose')}</option>
          {flatOrgans(organs).map((o) => (
            <option key={o.id} value={o.id}>{`${'\u00a0'.repeat(o.depth * 2)}${o.name}`}</option>
          ))}
        </select>
        <label htmlFor={ids.from}>{t('assignments.from')} *</label>
        <DateField
          kind="date"
          id={ids.from}
          value={form.from}
          onValueChange={(v) => setForm({ ...form, from: v })}
          required
        />
        <label htmlFor={ids.to}>{t('assignments.to')}</label>
        <DateField
          kind="date"
          id={ids.to}
          value={form.to}
          onValueChange={(v) => setForm({ ...form, to: v })}
          aria-describedby={ids.toHint}
        />
        <p id={ids.toHint} className="hint">
          {t('assignments.toHint')}
        </p>
        <label htmlFor={ids.rate}>{t('assignments.rate')}</label>
        <input
          id={ids.rate}
          value={form.rate}
          onChange={change('rate')}
          inputMode="decimal"
          maxLength={15}
          aria-describedby={ids.rateHint}
        />
        <p id={ids.rateHint} className="hint">
          {t('assignments.rateHint')}
        </p>
        {failure && (
          <p role="alert" className="form-error" data-testid="dialog-error">
            {failure}
          </p>
        )}
      </div>
    </DialogContainer>
  )
}
