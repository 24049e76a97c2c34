import type { Group } from '../api'
import { useT } from '@hr-portal/kit'

export type OvertimeOfferRules = Group['overtimeOffer']

/** A new group's rules: off; when turned on, rest days and 30 minutes past the shift, at least an hour. */
export const DEFAULT_OFFER_RULES: OvertimeOfferRules = {
  enabled: false,
  restDays: true,
  afterShift: true,
  afterMinutes: 30,
  minMinutes: 60,
}

/**
 * A group's rules for offering overtime its people's punches show: on or off, work on a rest day or holiday, work past
 * the shift's end by more than some minutes, and the least overtime offered.
 */
export function OvertimeOfferFields({
  rules,
  onChange,
}: {
  rules: OvertimeOfferRules
  onChange: (rules: OvertimeOfferRules) => void
}) {
  const t = useT()
  const set = (change: Partial<OvertimeOfferRules>) => onChange({ ...rules, ...change })
  return (
    <fieldset className="overtime-offer" data-testid="group-overtime-offer">
      <legend>{t('groups.offer.legend')}</legend>
      <label className="check">
        <input type="checkbox" checked={rules.enabled} onChange={(e) => set({ enabled: e.target.checked })} />
        {t('groups.offer.enabled')}
      </label>
      {rules.enabled && (
        <>
          <label className="check">
            <input type="checkbox" checked={rules.restDays} onChange={(e) => set({ restDays: e.target.checked })} />
            {t('groups.offer.restDays')}
          </label>
          <label className="check">
            <input type="checkbox" checked={rules.afterShift} onChange={(e) => set({ afterShift: e.target.checked })} />
            {t('groups.offer.afterShift')}
          </label>
          {rules.afterShift && (
            <label>
              {t('groups.offer.afterMinutes')}
              <input
                type="number"
                min={0}
                max={720}
                step={1}
                required
                value={rules.afterMinutes}
                onChange={(e) => set({ afterMinutes: Number(e.target.value) })}
              />
            </label>
          )}
          <label>
            {t('groups.offer.minMinutes')}
            <input
              type="number"
              min={1}
              max={1440}
              step={1}
              required
              value={rules.minMinutes}
              onChange={(e) => set({ minMinutes: Number(e.target.value) })}
            />
          </label>
        </>
      )}
    </fieldset>
  )
}
