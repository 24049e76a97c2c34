import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react'
import { Button } from '@hr-portal/ui/light'
import { useT } from '../../lib/i18n/use-t'
import { describeError } from '../../lib/describe-error'
import { newSlider, solve, type PicturePuzzle, type ProviderPuzzle, type SliderPuzzle, type Trail } from './captcha-api'
import { ProviderCaptcha } from './provider-captcha'
import { PictureCaptcha } from './picture-captcha'

export interface SliderCaptchaProps {
  /** Called with a single-use captcha pass token once the puzzle (or the picture captcha) is solved. */
  onPassed: (token: string) => void
  onCancel: () => void
  /** The account, phone or e-mail the check is for, when known: the gateway weighs its recent failures. */
  subject?: string
}

/** A long drag's trail is thinned to every other point past this many (the gateway takes up to 400). */
const TRAIL_POINTS = 300

/**
 * The slider puzzle in a modal dialog: drag the piece into the gap with the pointer, or move it with
 * the arrow keys (Shift for 10 px) and press Enter. A refresh button draws a new puzzle; people who
 * cannot use the slider switch to the picture captcha. Every move is recorded with its time (the trail the
 * gateway checks for a person's drag). When the gateway asks for a second challenge after the puzzle, the picture
 * captcha it drew, or the configured provider's widget, follows in the same dialog.
 */
export function SliderCaptcha({ onPassed, onCancel, subject }: SliderCaptchaProps) {
  const t = useT()
  const [puzzle, setPuzzle] = useState<SliderPuzzle | null>(null)
  const [x, setX] = useState(0)
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const [picture, setPicture] = useState(false)
  const [second, setSecond] = useState<PicturePuzzle | ProviderPuzzle | null>(null)
  const [generation, setGeneration] = useState(0)
  const drag = useRef<{ startX: number; from: number } | null>(null)
  const trail = useRef<{ startedAt: number; points: Trail } | null>(null)
  const handle = useRef<HTMLDivElement>(null)

  useEffect(() => {
    let cancelled = false
    setPuzzle(null)
    setX(0)
    trail.current = null
    newSlider(subject)
      .then((p) => {
        if (!cancelled) setPuzzle(p)
      })
      .catch((err) => {
        if (!cancelled) setError(describeError(err, t))
      })
    return () => {
      cancelled = true
    }
  }, [generation])
  useEffect(() => {
    if (puzzle) handle.current?.focus()
  }, [puzzle])

  const max = puzzle ? puzzle.width - puzzle.pieceSize : 0
  const clamp = (value: number) => Math.max(0, Math.min(max, Math.round(value)))

  /** Records the piece at `at` now; the first call marks where and when the drag began. */
  function record(at: number) {
    const now = performance.now()
    trail.current ??= { startedAt: now, points: [[0, x]] }
    const points = trail.current.points
    if (points[points.length - 1][1] === at) return
    points.push([Math.round(now - trail.current.startedAt), at])
    if (points.length > TRAIL_POINTS)
      trail.current.points = points.filter((_, i) => i % 2 === 0 || i === points.length - 1)
  }

  async function submit(at: number) {
    if (!puzzle || busy) return
    setBusy(true)
    try {
      const solved = await solve({ id: puzzle.id, x: at, trail: trail.current?.points ?? [] })
      if ('token' in solved) onPassed(solved.token)
      else setSecond(solved.next)
    } catch (err) {
      setError(describeError(err, t))
      setGeneration((g) => g + 1)
    } finally {
      setBusy(false)
    }
  }

  function onPointerDown(event: PointerEvent<HTMLDivElement>) {
    if (!puzzle || busy) return
    event.currentTarget.setPointerCapture(event.pointerId)
    drag.current = { startX: event.clientX, from: x }
    record(x)
    setError(null)
  }
  function onPointerMove(event: PointerEvent<HTMLDivElement>) {
    if (!drag.current) return
    const at = clamp(drag.current.from + event.clientX - drag.current.startX)
    record(at)
    setX(at)
  }
  function onPointerUp(event: PointerEvent<HTMLDivElement>) {
    const started = drag.current
    drag.current = null
    if (!started) return
    const at = clamp(started.from + event.clientX - started.startX)
    record(at)
    void submit(at)
  }
  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const step = event.shiftKey ? 10 : 1
    const next = { ArrowRight: x + step, ArrowLeft: x - step, Home: 0, End: max }[event.key]
    if (next !== undefined) {
      event.preventDefault()
      record(clamp(next))
      setX(clamp(next))
      setError(null)
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault()
      void submit(x)
    }
  }
  function onDialogKey(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape') onCancel()
  }

  return (
    <div className="captcha-backdrop">
      <div
        className="captcha-dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby="captcha-title"
        onKeyDown={onDialogKey}
      >
        <h2 id="captcha-title">{t('code.captchaTitle')}</h2>
        {second?.type === 'provider' ? (
          <ProviderCaptcha puzzle={second} onPassed={onPassed} />
        ) : second ? (
          <PictureCaptcha onPassed={onPassed} onProvider={setSecond} second={second} />
        ) : picture ? (
          <PictureCaptcha onPassed={onPassed} onProvider={setSecond} />
        ) : (
          <>
            <p className="captcha-hint" id="captcha-hint">
              {t('code.sliderHint')}
              {puzzle?.steps === 2 ? ` ${t('code.twoSteps')}` : ''}
            </p>
            {puzzle ? (
              <div className="captcha-stage" style={{ width: puzzle.width, height: puzzle.height }}>
                <img
                  src={puzzle.background}
                  alt={t('code.sliderImage')}
                  width={puzzle.width}
                  height={puzzle.height}
                  draggable={false}
                />
                <img
                  className="captcha-piece"
                  src={puzzle.piece}
                  alt=""
                  width={puzzle.pieceSize}
                  height={puzzle.pieceSize}
                  style={{ left: x, top: puzzle.y }}
                  draggable={false}
                  data-testid="captcha-piece"
                />
              </div>
            ) : (
              <p role="status" className="captcha-stage captcha-loading">
                {t('code.loadingPuzzle')}
              </p>
            )}
            <div className="captcha-track">
              <div className="captcha-fill" style={{ width: x + 20 }} />
              <div
                ref={handle}
                className="captcha-handle"
                role="slider"
                tabIndex={0}
                aria-label={t('code.sliderLabel')}
                aria-describedby="captcha-hint"
                aria-valuemin={0}
                aria-valuemax={max}
                aria-valuenow={x}
                aria-disabled={busy || !puzzle}
                style={{ left: x }}
                onPointerDown={onPointerDown}
                onPointerMove={onPointerMove}
                onPointerUp={onPointerUp}
                onKeyDown={onKeyDown}
              >
                →
              </div>
            </div>
          </>
        )}
        <div role="alert" className="login-error">
          {error ?? ''}
        </div>
        {busy && (
          <p role="status" className="captcha-status">
            {t('code.checking')}
          </p>
        )}
        <div className="captcha-actions">
          {!picture && !second && (
            <Button
              type="button"
              onClick={() => {
                setError(null)
                setGeneration((g) => g + 1)
              }}
            >
              {t('code.refresh')}
            </Button>
          )}
          {!second && (
            <Button
              type="button"
              onClick={() => {
                setError(null)
                setPicture(!picture)
              }}
            >
              {picture ? t('code.useSlider') : t('code.usePicture')}
            </Button>
          )}
          <Button type="button" onClick={onCancel}>
            {t('code.cancel')}
          </Button>
        </div>
      </div>
    </div>
  )
}
