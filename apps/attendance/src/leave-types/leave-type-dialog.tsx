import { useEffect, useId, useRef, useState } from 'react'
import { DialogContainer, dialogContainerLabels } from '@hr-portal/ui'
import { useLanguage, useT } from '@hr-portal/kit'
import { draftOf, inputOf, NAME_MAX, type LeaveTypeDraft } from './leave-type-draft'
import type { LeaveTypeInput, LeaveTypeSetting } from './leave-types-api'
import { PolicyFields } from './policy-fields'

interface Props {
  /** The type to change; null: a new type. */
  start: LeaveTypeSetting | null
  onSave: (input: LeaveTypeInput, create: boolean) => Promise<unknown>
  onClose: () => void
}

/**
 * Adds or changes a leave type: its code (new types only), both names, unit, paid and tracked (a tracked type's days a
 * year, accrual, proration, carry-over and counting), how far back a request may start, who may take it. A built-in type's fixed unit (time off in lieu, maternity leave) and a unit with requests
 * waiting are shown but not editable; the gateway's refusal stays in the dialog.
 */
export function LeaveTypeDialog({ start, onSave, onClose }: Props) {
  const t = useT()
  const language = useLanguage()
  const id = useId()
  const [draft, setDraft] = useState<LeaveTypeDraft>(() => draftOf(start))
  const [failure, setFailure] = useState('')
  const alert = useRef<HTMLParagraphElement>(null)
  // The refusal is at the end of a form taller than some screens: brought into view when it appears.
  useEffect(() => {
    if (failure) alert.current?.scrollIntoView?.({ block: 'nearest' })
  }, [failure])
  const set = <K extends keyof LeaveTypeDraft>(key: K, value: LeaveTypeDraft[K]) =>
    setDraft((old) => ({ ...old, [key]: value }))
  const unitLocked = Boolean(start?.fixed) || (start?.pendingRequests ?? 0) > 0
  const unitHint = start?.fixed
    ? t(start.code === 'toil' ? 'types.toilFixed' : 'types.maternityFixed')
    : start?.pendingRequests
      ? t('types.unitPending', { n: start.pendingRequests })
      : ''

  async function save() {
    setFailure('')
    const checked = inputOf(draft, !start)
    if ('problem' in checked) {
      setFailure(t(checked.problem))
      throw new Error(checked.problem)
    }
    try {
      await onSave(checked.input, !start)
    } catch (error) {
      setFailure((error as Error).message || t('types.failed'))
      throw error
    }
  }

  return (
    <DialogContainer
      open
      title={
        start ? t('types.editTitle', { name: language === 'en' ? start.nameEn : start.nameZh }) : t('types.newTitle')
      }
      width={560}
      labels={dialogContainerLabels[language]}
      formBtnList={[{ event: 'save', text: t('types.save'), type: 'primary', delay: false }]}
      onButton={save}
      onClose={onClose}
    >
      <div className="leave-type-form" data-testid="leave-type-dialog">
        {start ? (
          <p className="leave-type-code">{t('types.codeOf', { code: start.code })}</p>
        ) : (
          <label>
            {t('types.code')} *
            <input
              value={draft.code}
              onChange={(e) => set('code', e.target.value)}
              maxLength={20}
              required
              autoComplete="off"
              spellCheck={false}
              aria-describedby={`${id}-code`}
            />
            <span id={`${id}-code`} className="form-hint">
              {t('types.codeHint')}
            </span>
          </label>
        )}
        <label>
          {t('types.nameZh')} *
          <input value={draft.nameZh} onChange={(e) => set('nameZh', e.target.value)} maxLength={NAME_MAX} required />
        </label>
        <label>
          {t('types.nameEn')} *
          <input value={draft.nameEn} onChange={(e) => set('nameEn', e.target.value)} maxLength={NAME_MAX} required />
        </label>
        <fieldset
          className="leave-type-unit"
          disabled={unitLocked}
          aria-describedby={unitHint ? `${id}-unit` : undefined}
        >
          <legend>{t('types.unit')}</legend>
          <label className="check">
            <input
              type="radio"
              name={`${id}-unit`}
              checked={draft.unit === 'day'}
              onChange={() => set('unit', 'day')}
            />
            {t('types.unitDayLong')}
          </label>
          <label className="check">
            <input
              type="radio"
              name={`${id}-unit`}
              checked={draft.unit === 'hour'}
              onChange={() => set('unit', 'hour')}
            />
            {t('types.unitHourLong')}
          </label>
          {unitHint && (
            <p id={`${id}-unit`} className="form-hint">
              {unitHint}
            </p>
          )}
        </fieldset>
        <label className="check">
          <input type="checkbox" checked={draft.paid} onChange={(e) => set('paid', e.target.checked)} />
          {t('types.paidLong')}
        </label>
        <label className="check">
          <input
            type="checkbox"
            checked={draft.tracked}
            disabled={Boolean(start?.fixed?.tracked)}
            onChange={(e) => set('tracked', e.target.checked)}
            aria-describedby={`${id}-tracked`}
          />
          {t('types.trackedLong')}
        </label>
        <p id={`${id}-tracked`} className="form-hint">
          {t('types.trackedHint')}
        </p>
        {draft.tracked && start?.code !== 'toil' && (
          <PolicyFields policy={draft.policy} unit={draft.unit} onChange={(policy) => set('policy', policy)} />
        )}
        <fieldset className="leave-type-backdate">
          <legend>{t('types.backdate')}</legend>
          <label className="check">
            <input
              type="checkbox"
              checked={draft.noBackdateLimit}
              onChange={(e) => set('noBackdateLimit', e.target.checked)}
            />
            {t('types.noLimit')}
          </label>
          <label>
            {t('types.backdateDays')}
            <input
              type="number"
              min={0}
              max={366}
              step={1}
              inputMode="numeric"
              value={draft.backdateDays}
              disabled={draft.noBackdateLimit}
              onChange={(e) => set('backdateDays', e.target.value)}
              aria-describedby={`${id}-backdate`}
            />
          </label>
          <p id={`${id}-backdate`} className="form-hint">
            {t('types.backdateHint')}
          </p>
        </fieldset>
        <fieldset className="leave-type-who">
          <legend>{t('types.who')}</legend>
          <label>
            {t('types.gender')}
            <select value={draft.gender} onChange={(e) => set('gender', e.target.value as LeaveTypeDraft['gender'])}>
              <option value="">{t('types.everyone')}</option>
              <option value="2">{t('types.womenOnly')}</option>
              <option value="1">{t('types.menOnly')}</option>
            </select>
          </label>
          <label>
            {t('types.minServiceMonths')}
            <input
              type="number"
              min={0}
              max={600}
              step={1}
              inputMode="numeric"
              value={draft.minServiceMonths}
              onChange={(e) => set('minServiceMonths', e.target.value)}
            />
          </label>
        </fieldset>
        {failure && (
          <p ref={alert} role="alert" className="form-error" data-testid="leave-type-error">
            {failure}
          </p>
        )}
      </div>
    </DialogContainer>
  )
}
