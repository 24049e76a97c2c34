import { useId, useState } from 'react'
import { useRequest } from '@hr-portal/bridge/react'
import { RequestError, useAction, useLanguage, useT } from '@hr-portal/kit'
import { checklistApi, type OnboardingTemplate } from './checklist-api'
import { TemplateEditor } from './template-editor'

/** The checklist templates: the list (what each applies to, its tasks), editing, removing and adding one. */
export function TemplatesSection() {
  const t = useT()
  const id = useId()
  const language = useLanguage()
  const list = useRequest(() => checklistApi.templates(), [language])
  const [editing, setEditing] = useState<OnboardingTemplate | 'new' | null>(null)
  const action = useAction(() => list.retry())
  const data = list.data
  return (
    <section className="pers-section" aria-labelledby={`${id}-title`} data-testid="onboarding-templates">
      <h2 id={`${id}-title`}>{t('checklist.templates')}</h2>
      <RequestError className="pers-error" error={list.error} retry={list.retry} />
      {data?.templates.length === 0 && <p className="pers-hint">{t('checklist.noTemplates')}</p>}
      <ul className="chk-templates">
        {data?.templates.map((template) => (
          <li key={template.id}>
            <strong>{template.name}</strong>
            <span className="pers-muted">
              {template.scopeName} · {t('checklist.taskCount', { count: template.tasks.length })}
            </span>
            <button
              type="button"
              className="hr-button"
              aria-label={t('checklist.editNamed', { name: template.name })}
              onClick={() => setEditing(template)}
            >
              {t('checklist.edit')}
            </button>
            <button
              type="button"
              className="hr-button"
              aria-label={t('checklist.removeNamed', { name: template.name })}
              onClick={() => void action.run(() => checklistApi.removeTemplate(template.id), t('checklist.removed'))}
            >
              {t('checklist.remove')}
            </button>
          </li>
        ))}
      </ul>
      {action.status}
      {data && !editing && (
        <button type="button" className="hr-button" data-variant="primary" onClick={() => setEditing('new')}>
          {t('checklist.newTemplate')}
        </button>
      )}
      {data && editing && (
        <TemplateEditor
          key={editing === 'new' ? 'new' : editing.id}
          template={editing === 'new' ? null : editing}
          choices={data}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null)
            list.retry()
          }}
        />
      )}
    </section>
  )
}
