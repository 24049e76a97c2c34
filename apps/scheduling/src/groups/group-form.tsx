import { useState } from 'react'
import { useRequest } from '@hr-portal/bridge/react'
import { PeoplePicker } from '@hr-portal/ui'
import { api, messageOf, type Group, type GroupInput, type Place } from '../api'
import { tablesApi, type Organ } from '../tables-api'
import { DEFAULT_OFFER_RULES, OvertimeOfferFields } from './overtime-offer-fields'
import { useLanguage, useT } from '@hr-portal/kit'

const flatten = (organs: Organ[], depth = 0): Array<{ id: number; name: string; depth: number }> =>
  organs.flatMap((o) => [{ id: o.id, name: o.name, depth }, ...flatten(o.children ?? [], depth + 1)])

/**
 * An attendance group: name, calendar, the week pattern or the roster, members (departments and people), clock-in
 * places and the rules for offering overtime from punches.
 */
export function GroupForm({
  group,
  onSave,
  onCancel,
}: {
  group: Group | null
  onSave: (input: GroupInput) => Promise<void>
  onCancel: () => void
}) {
  const t = useT()
  const language = useLanguage()
  const calendars = useRequest(() => api.calendars(), [])
  const shifts = useRequest(() => api.shiftTypes(), [])
  const organs = useRequest(() => tablesApi.organs(), [])
  const [name, setName] = useState(group?.name ?? '')
  const [calendarId, setCalendarId] = useState(group?.calendarId ?? 0)
  const [mode, setMode] = useState<'fixed' | 'roster'>(group?.mode ?? 'fixed')
  const [week, setWeek] = useState<number[]>(group?.week ?? [1, 1, 1, 1, 1, 0, 0])
  const [organIds, setOrganIds] = useState<number[]>(group?.organs.map((o) => o.id) ?? [])
  const [people, setPeople] = useState(group?.people ?? [])
  const [places, setPlaces] = useState<Place[]>(group?.places ?? [])
  const [overtimeOffer, setOvertimeOffer] = useState(group?.overtimeOffer ?? DEFAULT_OFFER_RULES)
  const [problem, setProblem] = useState('')
  const [busy, setBusy] = useState(false)
  const calendar = calendarId || calendars.data?.find((c) => c.isDefault)?.id || 0
  const setPlace = (index: number, change: Partial<Place>) =>
    setPlaces(places.map((p, i) => (i === index ? { ...p, ...change } : p)))

  async function save(event: React.FormEvent) {
    event.preventDefault()
    setBusy(true)
    setProblem('')
    try {
      await onSave({
        ...(group ? { id: group.id } : {}),
        name: name.trim(),
        calendarId: calendar,
        mode,
        week,
        organIds,
        employeeIds: people.map((p) => p.id),
        places,
        overtimeOffer,
      })
    } catch (cause) {
      setProblem(messageOf(cause))
      setBusy(false)
    }
  }
  return (
    <form className="panel form-grid" onSubmit={save} aria-labelledby="group-form-title">
      <h2 id="group-form-title">{group ? t('groups.edit', { name: group.name }) : t('groups.new')}</h2>
      <label>
        {t('groups.name')}
        <input
          value={name}
          onChange={(e) => setName(e.target.value)}
          required
          maxLength={60}
          data-testid="group-name"
        />
      </label>
      <label>
        {t('groups.calendar')}
        <select value={calendar} onChange={(e) => setCalendarId(Number(e.target.value))}>
          {(calendars.data ?? []).map((c) => (
            <option key={c.id} value={c.id}>
              {language === 'en' ? c.nameEn : c.nameZh}
            </option>
          ))}
        </select>
      </label>
      <fieldset>
        <legend>{t('groups.mode')}</legend>
        <label className="check">
          <input type="radio" name="mode" checked={mode === 'fixed'} onChange={() => setMode('fixed')} />
          {t('groups.fixed')}
        </label>
        <label className="check">
          <input
            type="radio"
            name="mode"
            checked={mode === 'roster'}
            onChange={() => setMode('roster')}
            data-testid="group-roster"
          />
          {t('groups.roster')}
        </label>
      </fieldset>
      {mode === 'fixed' && (
        <fieldset className="week-days">
          <legend>{t('groups.week')}</legend>
          {week.map((value, index) => (
            <label key={index}>
              {t(`week.short${index}`)}
              <select
                value={value}
                onChange={(e) => setWeek(week.map((v, i) => (i === index ? Number(e.target.value) : v)))}
                aria-label={t(`week.long${index}`)}
              >
                {(shifts.data ?? []).map((s) => (
                  <option key={s.id} value={s.id}>
                    {language === 'en' ? s.nameEn : s.nameZh}
                  </option>
                ))}
                <option value={0}>{t('groups.rest')}</option>
              </select>
            </label>
          ))}
        </fieldset>
      )}
      <label>
        {t('groups.departments')}
        <select
          multiple
          size={6}
          value={organIds.map(String)}
          onChange={(e) => setOrganIds([...e.target.selectedOptions].map((o) => Number(o.value)))}
          data-testid="group-organs"
        >
          {flatten(organs.data ?? []).map((o) => (
            <option key={o.id} value={o.id}>{`${'\u00a0\u00a0'.repeat(o.depth)}${o.name}`}</option>
          ))}
        </select>
      </label>
      <PeoplePicker
        legend={t('groups.people')}
        chosen={people}
        onChange={setPeople}
        find={api.findPeople}
        language={language}
      />
      <fieldset>
        <legend>{t('groups.places')}</legend>
        {places.map((p, index) => (
          <div className="row" key={p.id ?? `new-${index}`}>
            <label>
              {t('groups.placeName')}
              <input
                value={p.name}
                required
                maxLength={60}
                onChange={(e) => setPlace(index, { name: e.target.value })}
              />
            </label>
            <label>
              {t('groups.lat')}
              <input
                type="number"
                step="0.000001"
                min={-90}
                max={90}
                value={p.lat}
                required
                onChange={(e) => setPlace(index, { lat: Number(e.target.value) })}
              />
            </label>
            <label>
              {t('groups.lng')}
              <input
                type="number"
                step="0.000001"
                min={-180}
                max={180}
                value={p.lng}
                required
                onChange={(e) => setPlace(index, { lng: Number(e.target.value) })}
              />
            </label>
            <label>
              {t('groups.radius')}
              <input
                type="number"
                min={50}
                max={5000}
                value={p.radius}
                required
                onChange={(e) => setPlace(index, { radius: Number(e.target.value) })}
              />
            </label>
            <button type="button" onClick={() => setPlaces(places.filter((_, i) => i !== index))}>
              {t('groups.removePlace')}
            </button>
          </div>
        ))}
        <button
          type="button"
          onClick={() => setPlaces([...places, { name: '', lat: 31.2304, lng: 121.4737, radius: 500 }])}
        >
          {t('groups.addPlace')}
        </button>
      </fieldset>
      <OvertimeOfferFields rules={overtimeOffer} onChange={setOvertimeOffer} />
      {problem && (
        <p role="alert" className="form-error">
          {problem}
        </p>
      )}
      <div className="buttons">
        <button type="submit" className="primary" disabled={busy}>
          {t('common.save')}
        </button>
        <button type="button" onClick={onCancel}>
          {t('common.cancel')}
        </button>
      </div>
    </form>
  )
}
