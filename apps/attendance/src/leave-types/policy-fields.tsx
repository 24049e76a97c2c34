import { useId } from 'react'
import { useT } from '@hr-portal/kit'
import type { PolicyDraft } from './leave-type-draft'

interface Props {
  policy: PolicyDraft
  unit: 'day' | 'hour'
  onChange: (policy: PolicyDraft) => void
}

/**
 * A tracked type's yearly days: none, a fixed number, the statutory annual leave by years of work, or a table by years
 * of work; granted on 1 January or month by month; prorated for joiners and leavers; what carries over and when it
 * expires, and whether what is neither taken nor carried at a year's end expires or is paid out; working or calendar
 * days; negative balances.
 */
export function PolicyFields({ policy, unit, onChange }: Props) {
  const t = useT()
  const id = useId()
  const set = <K extends keyof PolicyDraft>(key: K, value: PolicyDraft[K]) => onChange({ ...policy, [key]: value })
  const setRow = (index: number, key: 'years' | 'days', value: string) =>
    set(
      'table',
      policy.table.map((row, i) => (i === index ? { ...row, [key]: value } : row)),
    )
  const gives = policy.entitlement !== 'none'
  return (
    <fieldset className="leave-type-policy" data-testid="leave-policy">
      <legend>{t('policy.title')}</legend>
      <label>
        {t('policy.entitlement')}
        <select
          value={policy.entitlement}
          onChange={(e) => set('entitlement', e.target.value as PolicyDraft['entitlement'])}
        >
          <option value="none">{t('policy.none')}</option>
          <option value="fixed">{t('policy.fixed')}</option>
          <option value="statutory">{t('policy.statutory')}</option>
          <option value="table">{t('policy.table')}</option>
        </select>
      </label>
      {policy.entitlement === 'statutory' && <p className="form-hint">{t('policy.statutoryHint')}</p>}
      {policy.entitlement === 'fixed' && (
        <label>
          {t(unit === 'hour' ? 'policy.hoursAYear' : 'policy.daysAYear')}
          <input
            type="number"
            min={0}
            max={365}
            step={0.5}
            inputMode="decimal"
            value={policy.days}
            onChange={(e) => set('days', e.target.value)}
          />
        </label>
      )}
      {policy.entitlement === 'table' && (
        <div className="leave-policy-table" role="group" aria-label={t('policy.table')}>
          {policy.table.map((row, index) => (
            <div key={index} className="leave-policy-row">
              <label>
                {t('policy.fromYears')}
                <input
                  type="number"
                  min={0}
                  max={60}
                  step={1}
                  inputMode="numeric"
                  value={row.years}
                  onChange={(e) => setRow(index, 'years', e.target.value)}
                />
              </label>
              <label>
                {t('policy.days')}
                <input
                  type="number"
                  min={0}
                  max={365}
                  step={0.5}
                  inputMode="decimal"
                  value={row.days}
                  onChange={(e) => setRow(index, 'days', e.target.value)}
                />
              </label>
              <button
                type="button"
                className="link"
                onClick={() =>
                  set(
                    'table',
                    policy.table.filter((_, i) => i !== index),
                  )
                }
              >
                {t('policy.removeRow')}
              </button>
            </div>
          ))}
          <button
            type="button"
            className="link"
            onClick={() => set('table', [...policy.table, { years: '', days: '' }])}
          >
            {t('policy.addRow')}
          </button>
        </div>
      )}
      {gives && (
        <>
          <fieldset className="leave-policy-accrual">
            <legend>{t('policy.accrual')}</legend>
            <label className="check">
              <input
                type="radio"
                name={`${id}-accrual`}
                checked={policy.accrual === 'yearly'}
                onChange={() => set('accrual', 'yearly')}
              />
              {t('policy.yearly')}
            </label>
            <label className="check">
              <input
                type="radio"
                name={`${id}-accrual`}
                checked={policy.accrual === 'monthly'}
                onChange={() => set('accrual', 'monthly')}
              />
              {t('policy.monthly')}
            </label>
          </fieldset>
          <label className="check">
            <input type="checkbox" checked={policy.prorate} onChange={(e) => set('prorate', e.target.checked)} />
            {t('policy.prorate')}
          </label>
          <label>
            {t('policy.carryDays')}
            <input
              type="number"
              min={0}
              max={365}
              step={0.5}
              inputMode="decimal"
              value={policy.carryDays}
              onChange={(e) => set('carryDays', e.target.value)}
            />
          </label>
          <label>
            {t('policy.carryExpiry')}
            <input
              value={policy.carryExpiry}
              placeholder="03-31"
              maxLength={5}
              disabled={Number(policy.carryDays) === 0}
              onChange={(e) => set('carryExpiry', e.target.value)}
              aria-describedby={`${id}-expiry`}
            />
          </label>
          <p id={`${id}-expiry`} className="form-hint">
            {t('policy.carryExpiryHint')}
          </p>
          <fieldset className="leave-policy-year-end">
            <legend>{t('policy.yearEnd')}</legend>
            <label className="check">
              <input
                type="radio"
                name={`${id}-year-end`}
                checked={policy.yearEnd === 'expire'}
                onChange={() => set('yearEnd', 'expire')}
              />
              {t('policy.yearEndExpire')}
            </label>
            <label className="check">
              <input
                type="radio"
                name={`${id}-year-end`}
                checked={policy.yearEnd === 'pay'}
                onChange={() => set('yearEnd', 'pay')}
              />
              {t('policy.yearEndPay')}
            </label>
          </fieldset>
        </>
      )}
      <fieldset className="leave-policy-count" disabled={unit === 'hour'}>
        <legend>{t('policy.count')}</legend>
        <label className="check">
          <input
            type="radio"
            name={`${id}-count`}
            checked={policy.countDays === 'working'}
            onChange={() => set('countDays', 'working')}
          />
          {t('policy.working')}
        </label>
        <label className="check">
          <input
            type="radio"
            name={`${id}-count`}
            checked={policy.countDays === 'calendar'}
            onChange={() => set('countDays', 'calendar')}
          />
          {t('policy.calendar')}
        </label>
      </fieldset>
      <label className="check">
        <input
          type="checkbox"
          checked={policy.allowNegative}
          onChange={(e) => set('allowNegative', e.target.checked)}
        />
        {t('policy.allowNegative')}
      </label>
    </fieldset>
  )
}
