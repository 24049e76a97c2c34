import { useId, useState } from 'react'
import { DialogContainer, dialogContainerLabels, DateField } from '@hr-portal/ui'
import type { Provider, ProviderInput, RateUnit } from '../api'
import { useDialogSave } from '../use-dialog-save'
import { useLanguage, useT } from '@hr-portal/kit'

const EMPTY: ProviderInput = {
  name: '',
  contactName: '',
  contactPhone: '',
  contractFrom: '',
  contractTo: '',
  rateUnit: 'day',
  rate: '',
}
const UNITS: RateUnit[] = ['hour', 'day', 'month']

/** Adds or edits a provider: name, contact, contract period, and its rate per hour, day or month per worker. */
export function ProviderDialog({
  start,
  onSave,
  onClose,
}: {
  start?: Provider
  onSave: (p: ProviderInput) => Promise<unknown>
  onClose: () => void
}) {
  const t = useT()
  const language = useLanguage()
  const ids = {
    name: useId(),
    contact: useId(),
    phone: useId(),
    from: useId(),
    to: useId(),
    unit: useId(),
    rate: useId(),
    rateHint: useId(),
  }
  const [form, setForm] = useState<ProviderInput>(start ?? EMPTY)
  const { failure, save: guard } = useDialogSave()
  const change = (key: keyof ProviderInput) => (e: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
    setForm({ ...form, [key]: e.target.value })
  const ready = [form.name, form.contactName, form.contactPhone, form.contractFrom, form.contractTo, form.rate].every(
    (v) => String(v).trim() !== '',
  )

  const save = () =>
    guard(async () => {
      await onSave({
        ...form,
        name: form.name.trim(),
        contactName: form.contactName.trim(),
        contactPhone: form.contactPhone.trim(),
        rate: form.rate.trim(),
      })
    })

  return (
    <DialogContainer
      open
      title={start ? t('providers.edit') : t('providers.add')}
      width={520}
      labels={dialogContainerLabels[language]}
      formBtnList={[{ event: 'save', text: t('common.save'), type: 'primary', disabled: !ready }]}
      onButton={save}
      onClose={onClose}
    >
      <div className="os-form" data-testid="provider-dialog">
        <label htmlFor={ids.name}>{t('providers.name')} *</label>
        <input id={ids.name} value={form.name} onChange={change('name')} maxLength={100} required />
        <label htmlFor={ids.contact}>{t('providers.contactName')} *</label>
        <input id={ids.contact} value={form.contactName} onChange={change('contactName')} maxLength={50} required />
        <label htmlFor={ids.phone}>{t('providers.contactPhone')} *</label>
        <input
          id={ids.phone}
          value={form.contactPhone}
          onChange={change('contactPhone')}
          inputMode="tel"
          maxLength={11}
          required
        />
        <label htmlFor={ids.from}>{t('providers.contractFrom')} *</label>
        <DateField
          kind="date"
          id={ids.from}
          value={form.contractFrom}
          onValueChange={(v) => setForm({ ...form, contractFrom: v })}
          required
        />
        <label htmlFor={ids.to}>{t('providers.contractTo')} *</label>
        <DateField
          kind="date"
          id={ids.to}
          value={form.contractTo}
          onValueChange={(v) => setForm({ ...form, contractTo: v })}
          required
        />
        <label htmlFor={ids.unit}>{t('providers.rateUnit')} *</label>
        <select id={ids.unit} value={form.rateUnit} onChange={change('rateUnit')}>
          {UNITS.map((unit) => (
            <option key={unit} value={unit}>
              {t(`units.${unit}`)}
            </option>
          ))}
        </select>
        <label htmlFor={ids.rate}>{t('providers.rate')} *</label>
        <input
          id={ids.rate}
          value={form.rate}
          onChange={change('rate')}
          inputMode="decimal"
          maxLength={15}
          aria-describedby={ids.rateHint}
          required
        />
        <p id={ids.rateHint} className="hint">
          {t('providers.rateHint')}
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
