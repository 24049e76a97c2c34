import { useCallback, useState } from 'react'
import { useRequest } from '@hr-portal/bridge/react'
import { moveMonth } from '@hr-portal/ui'
import { DayDetail } from './day-detail'
import { attendanceApi, type DayResult } from './kaoqin-api'
import { leaveCalls, type PatchCardInput } from './leave-api'
import { useLiveRefresh } from './live-refresh'
import { MonthCalendar } from './month-calendar'
import { OvertimeOffers } from './overtime-offers'
import { PatchCardForm } from './patch-card-form'
import { PatchOffer } from './patch-offer'
import { app, LoadError, useLanguage, useT } from '@hr-portal/kit'
import { SummaryFacts } from './summary-facts'
import { currentMonth } from './tables-api'

/** The patch card a missing punch asks for: the missing side at the shift's start or end. */
function patchFor(day: DayResult): Partial<PatchCardInput> {
  const kind = day.missing === 'in' ? 'in' : 'out'
  return {
    day: day.day,
    kind,
    time: (kind === 'in' ? day.shift?.start : day.shift?.end) ?? (kind === 'in' ? '09:00' : '18:00'),
  }
}

/**
 * My attendance (menu 8005): my month as a calendar of results; a day opens its punches, a missing punch a patch card
 * where one may still be asked; a locked month says so; overtime my punches showed is suggested, ready to ask.
 */
export function MyAttendancePage() {
  const t = useT()
  const language = useLanguage()
  const [month, setMonth] = useState(currentMonth)
  const [selected, setSelected] = useState<string | null>(null)
  const [patching, setPatching] = useState(false)
  const [version, setVersion] = useState(0)
  const reload = useCallback(() => setVersion((n) => n + 1), [])
  useLiveRefresh(reload)
  const data = useRequest(() => attendanceApi.mine(month), [month, version])
  const types = useRequest(() => leaveCalls.types(), [])
  const leaveName = (code: string) => {
    const type = types.data?.find((ty) => ty.code === code)
    return type ? (language === 'en' ? type.nameEn : type.nameZh) : code
  }
  const day = data.data?.days.find((d) => d.day === selected)

  async function sendPatch(input: PatchCardInput) {
    const sent = await leaveCalls.applyPatchCard(input)
    void app.events
      .publish('approval.changed', {
        instanceId: sent.instanceId,
        bizType: 'patchCard',
        bizId: sent.id,
        status: 'running',
      })
      .catch(() => {})
    setPatching(false)
    void app.shell.ui.message('success', t('form.sent')).catch(() => {})
    reload()
  }

  const switchMonth = (next: string) => {
    setMonth(next)
    setSelected(null)
    setPatching(false)
  }
  return (
    <div className="my-attendance">
      <header className="page-head">
        <h1>{t('att.myTitle')}</h1>
      </header>
      <div className="tables-body">
        <div className="month-switch" role="group" aria-label={t('tables.month')}>
          <button
            type="button"
            onClick={() => switchMonth(moveMonth(month, -1))}
            aria-label={t('tables.previousMonth')}
          >
            ‹
          </button>
          <output aria-live="polite" data-testid="attendance-month">
            {month}
          </output>
          <button type="button" onClick={() => switchMonth(moveMonth(month, 1))} aria-label={t('tables.nextMonth')}>
            ›
          </button>
        </div>
        <LoadError refusalAsNote error={data.error} retry={data.retry} className="form-error" />
        {data.data?.locked && (
          <p className="hint" role="status" data-testid="month-locked">
            {t('att.monthLocked', { month: data.data.month })}
          </p>
        )}
        {data.data && <SummaryFacts summary={data.data.summary} leaveName={leaveName} />}
        <OvertimeOffers version={version} onSent={reload} />
        <div className="attendance-columns">
          {data.data && (
            <MonthCalendar
              month={month}
              days={data.data.days}
              selected={selected}
              onSelect={(d) => {
                setSelected(d)
                setPatching(false)
              }}
              leaveName={leaveName}
            />
          )}
          {selected && (
            <DayDetail key={`${selected}-${version}`} day={selected} onClose={() => setSelected(null)}>
              {day && data.data && !patching && (
                <PatchOffer
                  day={day}
                  locked={data.data.locked}
                  patchWindow={data.data.patchWindow}
                  onPatch={() => setPatching(true)}
                />
              )}
              {day && patching && <PatchCardForm initial={patchFor(day)} onSubmit={sendPatch} />}
            </DayDetail>
          )}
        </div>
      </div>
    </div>
  )
}
