import { useEffect, useRef, useState, type ReactNode } from 'react'
import { useT } from '@hr-portal/kit'
import type { Described, Preview, RoleChoice } from './apps-api'

interface Props {
  preview: Preview
  roles: RoleChoice[]
  busy: boolean
  onConsent: (roles: number[]) => void
  onCancel: () => void
}

/**
 * What an app asks for, in plain words, before it is installed or updated: what it may do and read, the portal
 * events it hears and sends (what each tells), the sites it talks to, the pages and dashboard widgets it adds; and
 * the roles that may open it. An update marks what is new since the consent.
 */
export function ConsentView({ preview, roles, busy, onConsent, onCancel }: Props) {
  const t = useT()
  const { app, consent, update } = preview
  const [chosen, setChosen] = useState(() => new Set(preview.installed?.roleIds ?? []))
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    heading.current?.focus()
  }, [preview])
  const isNew = (list: string[] | undefined, name: string) => Boolean(update && list?.includes(name))
  const described = (items: Described[], fresh: Described[] | undefined) =>
    items.map((item) => (
      <li key={item.name}>
        {item.description} <small>({item.name})</small>{' '}
        {isNew(
          fresh?.map((f) => f.name),
          item.name,
        ) && <NewMark />}
      </li>
    ))
  const toggle = (id: number, on: boolean) =>
    setChosen((all) => {
      const next = new Set(all)
      if (on) next.add(id)
      else next.delete(id)
      return next
    })

  return (
    <section className="apps-consent" aria-labelledby="apps-consent-title" data-testid="apps-consent">
      <h2 id="apps-consent-title" ref={heading} tabIndex={-1}>
        {update
          ? t('apps.consent.updateTitle', { title: app.title, from: update.installedVersion, version: app.version })
          : t('apps.consent.title', { title: app.title, version: app.version })}
      </h2>
      <p className="apps-note">{t('apps.consent.from', { origin: app.origin })}</p>
      {update && (
        <p className="apps-note" role="note">
          {t(update.asksMore ? 'apps.consent.asksMore' : 'apps.consent.nothingMore')}
        </p>
      )}
      <Part title={t('apps.consent.capabilities')} testId="consent-capabilities">
        {described(preview.consent.capabilities, update?.capabilities)}
      </Part>
      <Part title={t('apps.consent.scopes')} testId="consent-scopes">
        {consent.scopes.length ? described(consent.scopes, update?.scopes) : <li>{t('apps.consent.noScopes')}</li>}
      </Part>
      {consent.optionalScopes.length > 0 && (
        <Part title={t('optionalScopes.atConsent')} testId="consent-optional-scopes">
          {described(consent.optionalScopes, undefined)}
        </Part>
      )}
      {consent.events.length > 0 && (
        <Part title={t('apps.consent.events')} testId="consent-events">
          {consent.events.map((event) => (
            <li key={`${event.side} ${event.name}`}>
              {event.description} <small>({event.name})</small>{' '}
              {update?.events.some((e) => e.name === event.name && e.side === event.side) && <NewMark />}
            </li>
          ))}
        </Part>
      )}
      <Part title={t('apps.consent.origins')} testId="consent-origins">
        {consent.origins.map((origin) => (
          <li key={origin}>
            <code>{origin}</code> {isNew(update?.origins, origin) && <NewMark />}
          </li>
        ))}
      </Part>
      <Part title={t('apps.consent.menus')} testId="consent-menus">
        {consent.menus.map((menu) => (
          <li key={menu.functionId}>
            {menu.title}{' '}
            {isNew(
              update?.menus.map((m) => m.functionId),
              menu.functionId,
            ) && <NewMark />}
          </li>
        ))}
      </Part>
      {consent.widgets.length > 0 && (
        <Part title={t('apps.consent.widgets')} testId="consent-widgets">
          {consent.widgets.map((widget) => (
            <li key={widget.id}>
              {t('apps.consent.widget', { title: widget.title, size: t(`apps.consent.widgetSize.${widget.size}`) })}{' '}
              {update?.widgets.some((w) => w.id === widget.id) && <NewMark />}
            </li>
          ))}
        </Part>
      )}
      <fieldset className="apps-roles">
        <legend>{t('apps.consent.roles')}</legend>
        {roles.map((role) => (
          <label key={role.id}>
            <input type="checkbox" checked={chosen.has(role.id)} onChange={(e) => toggle(role.id, e.target.checked)} />{' '}
            {role.name}
          </label>
        ))}
        {chosen.size === 0 && <p className="apps-note">{t('apps.consent.noRoles')}</p>}
      </fieldset>
      <div className="apps-buttons">
        <button type="button" className="primary" disabled={busy} onClick={() => onConsent([...chosen])}>
          {t(update ? 'apps.consent.update' : 'apps.consent.install')}
        </button>
        <button type="button" disabled={busy} onClick={onCancel}>
          {t('apps.consent.cancel')}
        </button>
      </div>
    </section>
  )
}

function Part({ title, testId, children }: { title: string; testId: string; children: ReactNode }) {
  return (
    <div className="apps-part">
      <h3>{title}</h3>
      <ul data-testid={testId}>{children}</ul>
    </div>
  )
}

function NewMark() {
  const t = useT()
  return <strong className="apps-new">{t('apps.consent.new')}</strong>
}
