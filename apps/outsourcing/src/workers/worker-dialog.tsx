import { useId, useState } from 'react'
import { DialogContainer, dialogContainerLabels } from '@hr-portal/ui'
import type { Provider, Worker, WorkerInput } from '../api'
import { useDialogSave } from '../use-dialog-save'
import { useLanguage, useT } from '@hr-portal/kit'

interface Props {
  start?: Worker
  providers: Provider[]
  onSave: (w: WorkerInput) => Promise<unknown>
  onClose: () => void
}

/** Adds or edits an outsourced worker: provider, name, ID number, mobile, skills, and an account to clock in (once). */
export function WorkerDialog({ start, providers, onSave, onClose }: Props) {
  const t = useT()
  const language = useLanguage()
  const ids = {
    provider: useId(),
    name: useId(),
    idNumber: useId(),
    mobile: useId(),
    skills: useId(),
    skillsHint: useId(),
    give: useId(),
    user: useId(),
    password: useId(),
    passwordHint: useId(),
  }
  const [form, setForm] = useState({
    providerId: String(start?.providerId ?? providers[0]?.id ?? ''),
    name: start?.name ?? '',
    idNumber: start?.idNumber ?? '',
    mobile: start?.mobile ?? '',
    skills: start?.skills ?? '',
    userName: '',
    password: '',
  })
  const [giveAccount, setGiveAccount] = useState(false)
  const { failure, save: guard } = useDialogSave()
  const change = (key: keyof typeof form) => (e: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
    setForm({ ...form, [key]: e.target.value })
  const ready =
    [form.providerId, form.name, form.idNumber, form.mobile].every((v) => v.trim() !== '') &&
    (!giveAccount || (form.userName.trim() !== '' && form.password !== ''))

  const save = () =>
    guard(async () => {
      await onSave({
        ...(start ? { id: start.id } : {}),
        providerId: Number(form.providerId),
        name: form.name.trim(),
        idNumber: form.idNumber.trim(),
        mobile: form.mobile.trim(),
        skills: form.skills,
        ...(giveAccount ? { account: { userName: form.userName.trim(), password: form.password } } : {}),
      })
    })

  return (
    <DialogContainer
      open
      title={start ? t('workers.edit') : t('workers.add')}
      width={520}
      labels={dialogContainerLabels[language]}
      formBtnList={[{ event: 'save', text: t('common.save'), type: 'primary', disabled: !ready }]}
      onButton={save}
      onClose={onClose}
    >
      <div className="os-form" data-testid="worker-dialog">
        <label htmlFor={ids.provider}>{t('workers.provider')} *</label>
        <select id={ids.provider} value={form.providerId} onChange={change('providerId')} required>
          {providers.map((p) => (
            <option key={p.id} value={p.id}>
              {p.name}
            </option>
          ))}
        </select>
        <label htmlFor={ids.name}>{t('workers.name')} *</label>
        <input id={ids.name} value={form.name} onChange={change('name')} maxLength={50} required />
        <label htmlFor={ids.idNumber}>{t('workers.idNumber')} *</label>
        <input
          id={ids.idNumber}
          value={form.idNumber}
          onChange={change('idNumber')}
          maxLength={18}
          autoComplete="off"
          required
        />
        <label htmlFor={ids.mobile}>{t('workers.mobile')} *</label>
        <input
          id={ids.mobile}
          value={form.mobile}
          onChange={change('mobile')}
          inputMode="tel"
          maxLength={11}
          required
        />
        <label htmlFor={ids.skills}>{t('workers.skills')}</label>
        <input
          id={ids.skills}
          value={form.skills}
          onChange={change('skills')}
          maxLength={500}
          aria-describedby={ids.skillsHint}
        />
        <p id={ids.skillsHint} className="hint">
          {t('workers.skillsHint')}
        </p>
        {start?.account ? (
          <p className="hint">
            {t('workers.account')}: {start.account}
          </p>
        ) : (
          <>
            <label className="os-check" htmlFor={ids.give}>
              <input
                id={ids.give}
                type="checkbox"
                checked={giveAccount}
                onChange={(e) => setGiveAccount(e.target.checked)}
              />{' '}
              {t('workers.giveAccount')}
            </label>
            {giveAccount && (
              <>
                <label htmlFor={ids.user}>{t('workers.userName')} *</label>
                <input
                  id={ids.user}
                  value={form.userName}
                  onChange={change('userName')}
                  maxLength={40}
                  autoComplete="off"
                  required
                />
                <label htmlFor={ids.password}>{t('workers.password')} *</label>
                <input
                  id={ids.password}
                  type="password"
                  value={form.password}
                  onChange={change('password')}
                  maxLength={20}
                  autoComplete="new-password"
                  aria-describedby={ids.passwordHint}
                  required
                />
                <p id={ids.passwordHint} className="hint">
                  {t('workers.passwordHint')}
                </p>
              </>
            )}
          </>
        )}
        {failure && (
          <p role="alert" className="form-error" data-testid="dialog-error">
            {failure}
          </p>
        )}
      </div>
    </DialogContainer>
  )
}
