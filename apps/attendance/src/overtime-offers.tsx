import { useEffect, useRef, useState } from 'react'
import { useRequest } from '@hr-portal/bridge/react'
import { attendanceApi, type OvertimeOffer } from './kaoqin-api'
import { overtimeApi, type OvertimeInput } from './overtime-api'
import { OvertimeForm } from './overtime-form'
import { app, LoadError, useT } from '@hr-portal/kit'

const keyOf = (offer: OvertimeOffer) => `${offer.day}|${offer.kind}`

/**
 * Suggested overtime on my attendance page: what my punches showed beyond my plan under my group's rules. "Ask for it"
 * opens the ordinary overtime form filled in from the punches (changed at will before it is sent, and approved like any
 * other request); "Dismiss" drops the suggestion for good. Nothing is shown when there is nothing to suggest.
 */
export function OvertimeOffers({ version, onSent }: { version: number; onSent: () => void }) {
  const t = useT()
  const [own, setOwn] = useState(0)
  const offers = useRequest(() => attendanceApi.offers(), [version, own])
  const [asking, setAsking] = useState<string | null>(null)
  const [problem, setProblem] = useState('')
  const [notice, setNotice] = useState('')
  const formRef = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (asking) formRef.current?.focus()
  }, [asking])

  async function send(input: OvertimeInput) {
    const sent = await overtimeApi.apply(input)
    void app.events
      .publish('approval.changed', {
        instanceId: sent.instanceId,
        bizType: 'overtime',
        bizId: sent.id,
        status: 'running',
      })
      .catch(() => {})
    void app.shell.ui.message('success', t('form.sent')).catch(() => {})
    setAsking(null)
    setOwn((n) => n + 1)
    onSent()
  }

  async function dismiss(offer: OvertimeOffer) {
    setProblem('')
    try {
      await attendanceApi.dismissOffer(offer.day, offer.kind)
      setNotice(t('offers.dismissed', { day: offer.day }))
      if (asking === keyOf(offer)) setAsking(null)
      setOwn((n) => n + 1)
    } catch (cause) {
      setProblem(cause instanceof Error ? cause.message : String(cause))
    }
  }

  const list = offers.data ?? []
  const shown = list.length > 0 || Boolean(offers.error)
  return (
    <section
      className="overtime-offers"
      aria-labelledby={shown ? 'overtime-offers-title' : undefined}
      data-testid="overtime-offers"
    >
      <p role="status" aria-live="polite" className="visually-hidden">
        {notice}
      </p>
      {shown && <h2 id="overtime-offers-title">{t('offers.title')}</h2>}
      <LoadError refusalAsNote error={offers.error} retry={offers.retry} className="form-error" />
      {problem && (
        <p role="alert" className="form-error">
          {problem}
        </p>
      )}
      {list.length > 0 && (
        <>
          <p className="hint">{t('offers.help')}</p>
          <ul className="offer-list">
            {list.map((offer) => (
              <li key={keyOf(offer)} data-day={offer.day} data-kind={offer.kind}>
                <span>
                  {t('offers.line', {
                    day: offer.day,
                    kind: t(`offers.kind.${offer.kind}`),
                    start: offer.startTime,
                    end: offer.endTime,
                    duration: t('offers.duration', { h: Math.floor(offer.minutes / 60), m: offer.minutes % 60 }),
                  })}
                </span>
                <span className="row-actions">
                  <button
                    type="button"
                    className="primary"
                    aria-expanded={asking === keyOf(offer)}
                    aria-label={t('offers.askLabel', { day: offer.day })}
                    onClick={() => setAsking(asking === keyOf(offer) ? null : keyOf(offer))}
                  >
                    {asking === keyOf(offer) ? t('offers.close') : t('offers.ask')}
                  </button>
                  <button
                    type="button"
                    aria-label={t('offers.dismissLabel', { day: offer.day })}
                    onClick={() => void dismiss(offer)}
                  >
                    {t('offers.dismiss')}
                  </button>
                </span>
                {asking === keyOf(offer) && (
                  <div ref={formRef} tabIndex={-1} className="offer-form">
                    <OvertimeForm
                      initial={{
                        day: offer.day,
                        startTime: offer.startTime,
                        endTime: offer.endTime,
                        timing: 'after',
                        reason: offer.reason,
                      }}
                      onSubmit={send}
                    />
                  </div>
                )}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  )
}
