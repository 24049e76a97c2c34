import { useId, useState } from 'react'
import { useRequest } from '@hr-portal/bridge/react'
import { RequestError, useAction, useLanguage, useT } from '@hr-portal/kit'
import { type CertificateTemplate, selfApi } from './self-api'

/** /self-service (HR, 1109): the record fields open to staff's change requests, and the certificate templates. */
export function SelfServiceSettingsPage() {
  const t = useT()
  return (
    <div className="pers-page" data-testid="self-service-settings">
      <header className="page-head">
        <h1>{t('self.settings')}</h1>
      </header>
      <main className="pers-body">
        <OpenFields />
        <Templates />
      </main>
    </div>
  )
}

function OpenFields() {
  const t = useT()
  const id = useId()
  const language = useLanguage()
  const setting = useRequest(() => selfApi.setting(), [language])
  const [chosen, setChosen] = useState<string[] | null>(null)
  const action = useAction(() => setting.retry())
  const open = chosen ?? setting.data?.fields.map((f) => f.key) ?? []
  return (
    <section className="pers-section" aria-labelledby={`${id}-title`} data-testid="open-fields">
      <h2 id={`${id}-title`}>{t('self.openFields')}</h2>
      <RequestError className="pers-error" error={setting.error} retry={setting.retry} />
      {setting.data && (
        <form
          onSubmit={(event) => {
            event.preventDefault()
            void action.run(() => selfApi.saveSetting(open), t('self.saved'))
          }}
        >
          <fieldset className="pers-self-choices">
            <legend className="pers-hint">{t('self.openFieldsHint')}</legend>
            {setting.data.openable.map((field) => (
              <label key={field.key}>
                <input
                  type="checkbox"
                  checked={open.includes(field.key)}
                  onChange={(e) =>
                    setChosen(e.target.checked ? [...open, field.key] : open.filter((key) => key !== field.key))
                  }
                />{' '}
                {field.label}
              </label>
            ))}
          </fieldset>
          <button type="submit" className="hr-button" data-variant="primary" disabled={action.busy}>
            {t('common.save')}
          </button>
          {action.status}
        </form>
      )}
    </section>
  )
}

function Templates() {
  const language = useLanguage()
  const templates = useRequest(() => selfApi.templates(), [language])
  return (
    <>
      <RequestError className="pers-error" error={templates.error} retry={templates.retry} />
      {templates.data?.map((template) => (
        <TemplateForm key={template.kind} template={template} onSaved={templates.retry} />
      ))}
    </>
  )
}

function TemplateForm({ template, onSaved }: { template: CertificateTemplate; onSaved: () => void }) {
  const t = useT()
  const id = useId()
  const [form, setForm] = useState(template)
  const action = useAction(onSaved)
  const text = (key: 'titleZh' | 'titleEn' | 'bodyZh' | 'bodyEn', multiline = false) => (
    <>
      <label htmlFor={`${id}-${key}`}>{t(`self.template.${key}`)}</label>
      {multiline ? (
        <textarea
          id={`${id}-${key}`}
          className="hr-input"
          rows={5}
          maxLength={2000}
          value={form[key]}
          onChange={(e) => setForm({ ...form, [key]: e.target.value })}
        />
      ) : (
        <input
          id={`${id}-${key}`}
          className="hr-input"
          maxLength={100}
          value={form[key]}
          onChange={(e) => setForm({ ...form, [key]: e.target.value })}
        />
      )}
    </>
  )
  return (
    <section className="pers-section" aria-labelledby={`${id}-title`} data-testid={`template-${template.kind}`}>
      <h2 id={`${id}-title`}>{t(`self.kind.${template.kind}`)}</h2>
      <form
        className="pers-self-form"
        onSubmit={(event) => {
          event.preventDefault()
          const { placeholders: _p, builtIn: _b, ...body } = form
          void action.run(() => selfApi.saveTemplate(body), t('self.saved'))
        }}
      >
        <p className="pers-hint">
          {t('self.placeholders', { list: template.placeholders.map((name) => `{${name}}`).join(' ') })}
        </p>
        {text('titleZh')}
        {text('bodyZh', true)}
        {text('titleEn')}
        {text('bodyEn', true)}
        <label className="pers-self-check">
          <input
            type="checkbox"
            checked={form.issueAtOnce}
            onChange={(e) => setForm({ ...form, issueAtOnce: e.target.checked })}
          />{' '}
          {t('self.issueAtOnce')}
        </label>
        <button type="submit" className="hr-button" data-variant="primary" disabled={action.busy}>
          {t('common.save')}
        </button>
        {action.status}
      </form>
    </section>
  )
}
