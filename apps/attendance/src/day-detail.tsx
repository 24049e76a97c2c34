import { useRequest } from '@hr-portal/bridge/react'
import type { ReactNode } from 'react'
import { attendanceApi } from './kaoqin-api'
import { resultText } from './result-text'
import { LoadError, useT } from '@hr-portal/kit'

interface Props {
  day: string
  employeeId?: number
  onClose: () => void
  children?: ReactNode
}

/** One person's day: the result in words, in and out, worked time, the punches with their place check. */
export function DayDetail({ day, employeeId, onClose, children }: Props) {
  const t = useT()
  const detail = useRequest(() => attendanceApi.day(day, employeeId), [day, employeeId])
  const data = detail.data
  const result = data?.result
  return (
    <section className="day-detail" aria-labelledby="day-detail-title" data-testid="day-detail">
      <header>
        <h2 id="day-detail-title">
          {t('att.dayTitle', { day })}
          {data && employeeId ? ` · ${data.name}` : ''}
        </h2>
        <button type="button" onClick={onClose} aria-label={t('att.close')}>
          ×
        </button>
      </header>
      <LoadError refusalAsNote error={detail.error} className="form-error" />
      {children}
      {result && (
        <dl className="day-facts">
          <dt>{t('table.status')}</dt>
          <dd data-status={result.status} data-testid="day-status">
            {resultText(t, result)}
          </dd>
          <dt>{t('att.firstIn')}</dt>
          <dd>{result.firstIn ?? '—'}</dd>
          <dt>{t('att.lastOut')}</dt>
          <dd>{result.lastOut ?? '—'}</dd>
          <dt>{t('att.worked')}</dt>
          <dd>{t('att.workedValue', { hours: Math.round(result.workedMinutes / 6) / 10 })}</dd>
          {result.overtimeMinutes > 0 && (
            <>
              <dt>{t('att.overtime')}</dt>
              <dd>{t('att.workedValue', { hours: Math.round(result.overtimeMinutes / 6) / 10 })}</dd>
            </>
          )}
        </dl>
      )}
      {data && (
        <>
          <h3>{t('att.punches')}</h3>
          {data.punches.length === 0 ? (
            <p className="empty">{t('att.noPunches')}</p>
          ) : (
            <ul className="punch-list">
              {data.punches.map((p) => (
                <li key={p.id} data-in-range={p.inRange}>
                  <strong>{p.day === day ? p.time : `${p.day} ${p.time}`}</strong>
                  <span>
                    {p.source === 'import'
                      ? `${t('att.imported')}${p.device ? ` · ${p.device}` : ''}`
                      : p.distanceM !== null
                        ? t('att.atPlace', { place: p.placeName ?? '', metres: p.distanceM })
                        : t('att.noPlace')}
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
          )}
        </>
      )}
    </section>
  )
}
