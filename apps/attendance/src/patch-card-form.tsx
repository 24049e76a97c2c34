import type { PatchCardInput } from './leave-api'
import { RequestFormEnd, useRequestForm } from './request-form'
import { useT } from '@hr-portal/kit'
import { DateField } from '@hr-portal/ui'

const empty = (): PatchCardInput => ({ day: '', time: '09:00', kind: 'in', reason: '' })

/** §9 patch card: the day and time of a missed clock-in or clock-out, and why. Keeps the input when refused. */
export function PatchCardForm({
  onSubmit,
  initial,
}: {
  onSubmit: (input: PatchCardInput) => Promise<void>
  initial?: Partial<PatchCardInput>
}) {
  const t = useT()
  const form = useRequestForm(
    empty,
    (input) => (!input.day || !input.time || !input.reason.trim() ? t('patch.required') : ''),
    onSubmit,
    initial,
  )
  const { input, set } = form

  return (
    <form className="leave-form" onSubmit={form.submit} aria-labelledby="patch-form-title" noValidate>
      <h2 id="patch-form-title">{t('patch.title')}</h2>
      <div className="leave-span">
        <label>
          {t('patch.day')}
          <DateField kind="date" value={input.day} onValueChange={(v) => set('day', v)} required />
        </label>
        <label>
          {t('patch.time')}
          <DateField kind="time" value={input.time} onValueChange={(v) => set('time', v)} required />
        </label>
      </div>
      <label>
        {t('patch.kind')}
        <select value={input.kind} onChange={(e) => set('kind', e.target.value as 'in' | 'out')}>
          <option value="in">{t('patch.in')}</option>
          <option value="out">{t('patch.out')}</option>
        </select>
      </label>
      <RequestFormEnd form={form} reasonLabel={t('form.reason')} submitLabel={t('patch.submit')} />
    </form>
  )
}
