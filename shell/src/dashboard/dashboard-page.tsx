import { useEffect, useMemo, useRef, useState } from 'react'
import { useStore } from '@nanostores/react'
import { useT } from '../lib/i18n/use-t'
import { setPageReady } from '../lib/page-ready'
import type { PermissionData } from '../session/schemas'
import { $session } from '../session/session-store'
import { availableWidgets, moved, placedOf, resolveLayout, widgetKey, type WidgetChoice } from './layout'
import {
  answeredLayoutAhead,
  loadLayout,
  resetLayout,
  saveLayout,
  takeLayoutAhead,
  type LayoutSource,
} from './layout-api'
import { RoleDefault } from './role-default'
import { WidgetCard } from './widget-card'

const ROLE_LAYOUT_FUNCTION = '101101'

/** Whether the session's permissions grant the function (a menu or a button). */
const holdsFunction = (permission: PermissionData | null, id: string) =>
  !!permission &&
  (permission.isSuper ||
    permission.menus.some((m) => m.functionId === id) ||
    permission.btns.some((b) => b.functionId === id))

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error))

/**
 * The home dashboard: the widgets apps declare in their manifests, each in its own frame, arranged by the user
 * (buttons, arrow keys or dragging by the handle, announced) and stored per user by the gateway; administrators make an arrangement a role's default.
 */
export default function DashboardPage() {
  const t = useT()
  const { apps, permission } = useStore($session)
  const available = useMemo(() => availableWidgets(apps, (id) => holdsFunction(permission, id)), [apps, permission])
  // A layout asked for with the session's requests and already answered is drawn in the first render.
  const [early] = useState(answeredLayoutAhead)
  const drawnEarly = useRef(early !== null)
  const [shown, setShown] = useState<WidgetChoice[] | null>(() => early && resolveLayout(early.widgets, available))
  const [source, setSource] = useState<LayoutSource>(early?.source ?? 'none')
  const [problem, setProblem] = useState('')
  const [announcement, setAnnouncement] = useState('')
  const [focusKey, setFocusKey] = useState<string | null>(null)
  const [toAdd, setToAdd] = useState('')
  const [dragged, setDragged] = useState<string | null>(null)

  useEffect(() => {
    const ahead = takeLayoutAhead()
    if (drawnEarly.current && ahead) return void (drawnEarly.current = false)
    ;(ahead ?? loadLayout()).then(
      (stored) => {
        setShown(resolveLayout(stored.widgets, available))
        setSource(stored.source)
      },
      (error) => {
        setProblem(t('dashboard.loadFailed', { reason: reasonOf(error) }))
        setShown(available)
      },
    )
  }, [available])

  // A dashboard without widgets has its content as soon as its layout is known (widgets say so themselves: WidgetCard).
  useEffect(() => {
    if (shown && shown.length === 0) setPageReady(true)
  }, [shown])

  // After a move by keyboard the handle of the moved widget keeps the focus (its card may have been moved in the page).
  useEffect(() => {
    if (!focusKey) return
    document.querySelector<HTMLElement>(`[data-handle="${CSS.escape(focusKey)}"]`)?.focus()
    setFocusKey(null)
  }, [focusKey, shown])

  const change = (next: WidgetChoice[], said: string) => {
    setShown(next)
    setSource('user')
    setAnnouncement(said)
    saveLayout(placedOf(next)).catch((error) => setAnnouncement(t('dashboard.saveFailed', { reason: reasonOf(error) })))
  }

  if (!shown) return <p role="status">{t('dashboard.loading')}</p>

  const keys = new Set(shown.map((c) => widgetKey({ app: c.app.code, widget: c.widget.id })))
  const addable = available.filter((c) => !keys.has(widgetKey({ app: c.app.code, widget: c.widget.id })))
  const canSetRoles = holdsFunction(permission, ROLE_LAYOUT_FUNCTION)

  const move = (index: number, by: number) => {
    const next = moved(shown, index, by)
    if (next === shown) return
    const choice = shown[index]
    setFocusKey(`${choice.app.code}/${choice.widget.id}`)
    change(
      next,
      t('dashboard.moved', { title: choice.widget.title, place: next.indexOf(choice) + 1, count: next.length }),
    )
  }
  // A widget dropped on another takes its place.
  const drop = (index: number) => {
    const from = shown.findIndex((c) => `${c.app.code}/${c.widget.id}` === dragged)
    setDragged(null)
    if (from >= 0) move(from, index - from)
  }
  const remove = (index: number) =>
    change(
      shown.filter((_, i) => i !== index),
      t('dashboard.removed', { title: shown[index].widget.title }),
    )
  const add = () => {
    const choice = addable.find(
      (c) => `${c.app.code}/${c.widget.id}` === (toAdd || `${addable[0]?.app.code}/${addable[0]?.widget.id}`),
    )
    if (!choice) return
    setToAdd('')
    change([...shown, choice], t('dashboard.added', { title: choice.widget.title }))
  }
  const reset = () =>
    resetLayout().then(
      (stored) => {
        setShown(resolveLayout(stored.widgets, available))
        setSource(stored.source)
        setAnnouncement(t('dashboard.resetDone'))
      },
      (error) => setAnnouncement(t('dashboard.saveFailed', { reason: reasonOf(error) })),
    )

  return (
    <div className="dashboard">
      <h1 className="dashboard-heading">{t('dashboard.heading')}</h1>
      {source === 'role' && <p className="dashboard-note">{t('dashboard.fromRole')}</p>}
      {problem && <p role="alert">{problem}</p>}
      <p className="hr-sr-only" aria-live="polite" data-testid="dashboard-announcement">
        {announcement}
      </p>
      {!available.length && <p>{t('dashboard.none')}</p>}
      {available.length > 0 && !shown.length && <p>{t('dashboard.empty')}</p>}
      <ul className="dashboard-grid" data-dragging={dragged ? 'true' : undefined}>
        {shown.map((choice, index) => (
          <WidgetCard
            key={`${choice.app.code}/${choice.widget.id}`}
            choice={choice}
            place={index + 1}
            count={shown.length}
            onMove={(by) => move(index, by)}
            onRemove={() => remove(index)}
            dragging={dragged !== null}
            onDrag={setDragged}
            onDropOn={() => drop(index)}
          />
        ))}
      </ul>
      <div className="dashboard-tools">
        {addable.length > 0 && (
          <>
            <label>
              {t('dashboard.addLabel')}{' '}
              <select value={toAdd} onChange={(event) => setToAdd(event.target.value)}>
                {addable.map((c) => (
                  <option key={`${c.app.code}/${c.widget.id}`} value={`${c.app.code}/${c.widget.id}`}>
                    {c.widget.title} · {c.app.title}
                  </option>
                ))}
              </select>
            </label>
            <button type="button" className="hr-button" onClick={add}>
              {t('dashboard.add')}
            </button>
          </>
        )}
        {source === 'user' && (
          <button type="button" className="hr-button" onClick={() => void reset()}>
            {t('dashboard.reset')}
          </button>
        )}
      </div>
      {canSetRoles && <RoleDefault widgets={placedOf(shown)} onDone={setAnnouncement} />}
    </div>
  )
}
