import { useEffect, useMemo, useState } from 'react'
import { useRequest } from '@hr-portal/bridge/react'
import { ClockInMap } from './clock-in-map'
import { metresBetween, useLocation } from './geolocation'
import { attendanceApi, type ClockInContext, type Place } from './kaoqin-api'
import { resultText } from './result-text'
import { isRefusal, LoadError, useLanguage, useT } from '@hr-portal/kit'

/** The wall-clock time now in the person's calendar time zone, ticking every second. */
function useClock(context: ClockInContext | null, language: string) {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000)
    return () => clearInterval(timer)
  }, [])
  const timeZone = context?.timeZone ?? undefined
  const time = new Intl.DateTimeFormat(language, {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).format(now)
  const date = new Intl.DateTimeFormat(language, {
    timeZone,
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    weekday: 'long',
  }).format(now)
  return { time, date }
}

function nearest(places: Place[], at: { lat: number; lng: number }) {
  return places
    .map((place) => ({ place, metres: Math.round(metresBetween(at, place)) }))
    .sort((a, b) => a.metres - b.metres)[0]
}

/** Clock-in (menu 8004): the time, a big button, the distance to the nearest place and whether it is in range, today's punches. */
export function ClockInPage() {
  const t = useT()
  const language = useLanguage()
  const context = useRequest(() => attendanceApi.context(), [])
  const [latest, setLatest] = useState<ClockInContext | null>(null)
  const data = latest ?? context.data ?? null
  const [located, locate] = useLocation()
  const [reason, setReason] = useState('')
  const [sending, setSending] = useState(false)
  const [problem, setProblem] = useState('')
  const [punched, setPunched] = useState<{ time: string; inRange: boolean } | null>(null)
  const clock = useClock(data, language)

  const places = useMemo(() => data?.places ?? [], [data?.places])
  // The punch's answer has no map: the context's stays.
  const mapScript = context.data?.map?.script ?? null
  const closest = located.state === 'found' && places.length > 0 ? nearest(places, located) : null
  const inRange =
    places.length === 0 ||
    (located.state === 'found' && places.some((place) => metresBetween(located, place) <= place.radius))
  const needsReason = !inRange && located.state !== 'locating'
  const punchedBefore = (data?.punches.length ?? 0) > 0

  async function punch() {
    setProblem('')
    setPunched(null)
    if (needsReason && !reason.trim()) return setProblem(t('att.reasonNeeded'))
    setSending(true)
    try {
      const where =
        located.state === 'found' ? { lat: located.lat, lng: located.lng, accuracy: Math.round(located.accuracy) } : {}
      const answer = await attendanceApi.punch({ ...where, ...(needsReason ? { reason: reason.trim() } : {}) })
      setLatest(answer)
      setReason('')
      setPunched({ time: answer.punch.time, inRange: answer.punch.inRange })
    } catch (cause) {
      setProblem(cause instanceof Error ? cause.message : String(cause))
    } finally {
      setSending(false)
    }
  }

  const locationText =
    located.state === 'locating'
      ? t('att.locating')
      : located.state === 'refused'
        ? t('att.locationRefused')
        : located.state === 'unavailable'
          ? t('att.locationUnavailable')
          : closest
            ? t('att.distance', { place: closest.place.name, metres: closest.metres })
            : t('att.noPlaces')
  const shift = data?.result?.shift
  const plan =
    data?.result?.kind === 'holiday'
      ? ((language === 'en' ? data.result.holidayName?.en : data.result.holidayName?.zh) ?? t('att.status.holiday'))
      : data?.result?.kind === 'rest'
        ? t('att.status.rest')
        : shift
          ? `${language === 'en' ? shift.nameEn : shift.nameZh} ${shift.start}–${shift.end}`
          : ''
  const head = (
    <header className="page-head">
      <h1>{t('att.clockInTitle')}</h1>
    </header>
  )
  // A person without a staff record (e.g. an administrator) is told so, without a clock and a button that cannot work.
  if (isRefusal(context.error)) {
    return (
      <div className="clock-in-page">
        {head}
        <div className="clock-in">
          <LoadError refusalAsNote error={context.error} />
        </div>
      </div>
    )
  }
  return (
    <div className="clock-in-page">
      {head}
      <div className="clock-in">
        <LoadError refusalAsNote error={context.error} retry={context.retry} className="form-error" />
        <section className="clock-face" aria-labelledby="clock-time">
          <p className="clock-date">{clock.date}</p>
          <p className="clock-time" id="clock-time" role="timer" aria-label={t('att.now')}>
            {clock.time}
          </p>
          {plan && (
            <p className="clock-plan" data-testid="clock-plan">
              {plan}
            </p>
          )}
        </section>
        <section className="clock-location" aria-label={t('att.location')}>
          <p role="status" aria-live="polite" data-testid="clock-location">
            {locationText}
          </p>
          {located.state !== 'locating' && places.length > 0 && (
            <p className="range-tag" data-in-range={inRange} data-testid="clock-range">
              {t(inRange ? 'att.inRange' : 'att.outOfRange')}
            </p>
          )}
          {located.state !== 'locating' && (
            <button type="button" onClick={locate}>
              {t('att.locateAgain')}
            </button>
          )}
        </section>
        {mapScript && <ClockInMap script={mapScript} places={places} located={located} />}
        {needsReason && (
          <label className="clock-reason">
            {t('att.reason')}
            <textarea
              value={reason}
              maxLength={500}
              onChange={(event) => setReason(event.target.value)}
              data-testid="clock-reason"
              required
              aria-required="true"
            />
          </label>
        )}
        <button
          type="button"
          className="clock-button primary"
          onClick={() => void punch()}
          disabled={sending || !data || located.state === 'locating'}
          data-testid="clock-button"
        >
          {sending ? t('form.sending') : t(punchedBefore ? 'att.clockOut' : 'att.clockIn')}
        </button>
        {problem && (
          <p role="alert" className="form-error">
            {problem}
          </p>
        )}
        <p role="status" aria-live="polite" className="form-done" data-testid="clock-done">
          {punched ? t(punched.inRange ? 'att.punchedInRange' : 'att.punchedOutOfRange', { time: punched.time }) : ''}
        </p>
        {data?.result && (
          <p className="clock-result" data-status={data.result.status} data-testid="clock-result">
            {t('att.today')}: {resultText(t, data.result)}
          </p>
        )}
        <section aria-labelledby="punches-title">
          <h2 id="punches-title">{t('att.todayPunches')}</h2>
          {data && data.punches.length === 0 && <p className="empty">{t('att.noPunches')}</p>}
          <ul className="punch-list" data-testid="today-punches">
            {data?.punches.map((p) => (
              <li key={p.id} data-in-range={p.inRange}>
                <strong>{p.time}</strong>
                <span>
                  {p.placeName
                    ? t('att.atPlace', { place: p.placeName, metres: p.distanceM ?? 0 })
                    : t(p.source === 'import' ? 'att.imported' : 'att.noPlace')}
                </span>
                {!p.inRange && (
                  <span className="range-tag" data-in-range="false">
                    {t('att.outOfRange')}
                    {p.reason ? `: ${p.reason}` : ''}
                  </span>
                )}
              </li>
            ))}
          </ul>
        </section>
      </div>
    </div>
  )
}
