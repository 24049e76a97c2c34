import { useState } from 'react'
import { useAction, useT } from '@hr-portal/kit'
import {
  checklistApi,
  type OnboardingTemplate,
  type OnboardingTemplateInput,
  type OnboardingTemplates,
  type OnboardingTemplateTask,
} from './checklist-api'

const blankTask = (): OnboardingTemplateTask => ({
  title: '',
  description: '',
  ownerType: 'manager',
  ownerId: null,
  offsetDays: 0,
  kind: 'task',
  docType: null,
  fields: [],
})

/** The form of one template: its name, what it applies to, and its tasks (added, changed, removed). */
export function TemplateEditor(props: {
  template: OnboardingTemplate | null
  choices: OnboardingTemplates
  onClose: () => void
  onSaved: () => void
}) {
  const t = useT()
  const { choices } = props
  const [draft, setDraft] = useState<OnboardingTemplateInput>(() => ({
    name: props.template?.name ?? '',
    scope: props.template?.scope ?? 'company',
    scopeId: props.template?.scopeId ?? null,
    tasks: props.template?.tasks.map(({ id: _, ownerName: __, ...task }) => task) ?? [blankTask()],
  }))
  const action = useAction(props.onSaved)
  const setTask = (i: number, change: Partial<OnboardingTemplateTask>) =>
    setDraft({ ...draft, tasks: draft.tasks.map((task, j) => (i === j ? { ...task, ...change } : task)) })
  const targets = draft.scope === 'organ' ? choices.organs : draft.scope === 'gangwei' ? choices.positions : []
  return (
    <form
      className="chk-editor"
      aria-label={t('checklist.editor')}
      onSubmit={(event) => {
        event.preventDefault()
        const body = { ...draft, ...(props.template ? { id: props.template.id } : {}) }
        void action.run(() => checklistApi.saveTemplate(body), t('checklist.saved'))
      }}
    >
      <label>
        {t('checklist.name')}
        <input
          className="hr-input"
          required
          maxLength={100}
          value={draft.name}
          onChange={(e) => setDraft({ ...draft, name: e.target.value })}
        />
      </label>
      <label>
        {t('checklist.appliesTo')}
        <select
          className="hr-input"
          value={draft.scope}
          onChange={(e) => setDraft({ ...draft, scope: e.target.value as typeof draft.scope, scopeId: null })}
        >
          {(['company', 'organ', 'gangwei'] as const).map((scope) => (
            <option key={scope} value={scope}>
              {t(`checklist.scope.${scope}`)}
            </option>
          ))}
        </select>
      </label>
      {draft.scope !== 'company' && (
        <label>
          {t(`checklist.scope.${draft.scope}`)}
          <select
            className="hr-input"
            required
            value={draft.scopeId ?? ''}
            onChange={(e) => setDraft({ ...draft, scopeId: e.target.value ? Number(e.target.value) : null })}
          >
            <option value="">{t('checklist.choose')}</option>
            {targets.map((target) => (
              <option key={target.id} value={target.id}>
                {target.name}
              </option>
            ))}
          </select>
        </label>
      )}
      {draft.tasks.map((task, i) => (
        <TaskFields
          key={i}
          n={i + 1}
          task={task}
          choices={choices}
          onChange={(change) => setTask(i, change)}
          onRemove={() => setDraft({ ...draft, tasks: draft.tasks.filter((_, j) => j !== i) })}
        />
      ))}
      <div className="pers-form-actions">
        <button
          type="button"
          className="hr-button"
          onClick={() => setDraft({ ...draft, tasks: [...draft.tasks, blankTask()] })}
        >
          {t('checklist.addTask')}
        </button>
        <button type="submit" className="hr-button" data-variant="primary" disabled={action.busy}>
          {t('checklist.save')}
        </button>
        <button type="button" className="hr-button" onClick={props.onClose}>
          {t('checklist.cancel')}
        </button>
      </div>
      {action.status}
    </form>
  )
}

function TaskFields(props: {
  n: number
  task: OnboardingTemplateTask
  choices: OnboardingTemplates
  onChange: (change: Partial<OnboardingTemplateTask>) => void
  onRemove: () => void
}) {
  const t = useT()
  const { task, choices, onChange } = props
  const byHire = task.kind !== 'task'
  const owners = task.ownerType === 'role' ? choices.roles : task.ownerType === 'user' ? choices.accounts : []
  return (
    <fieldset>
      <legend>{t('checklist.taskN', { n: props.n })}</legend>
      <label>
        {t('checklist.taskTitle')}
        <input
          className="hr-input"
          required
          maxLength={100}
          value={task.title}
          onChange={(e) => onChange({ title: e.target.value })}
        />
      </label>
      <label>
        {t('checklist.description')}
        <input
          className="hr-input"
          maxLength={1000}
          value={task.description}
          onChange={(e) => onChange({ description: e.target.value })}
        />
      </label>
      <label>
        {t('checklist.kind')}
        <select
          className="hr-input"
          value={task.kind}
          onChange={(e) => {
            const kind = e.target.value as OnboardingTemplateTask['kind']
            onChange({
              kind,
              ...(kind === 'task' ? {} : { ownerType: 'hire' as const, ownerId: null }),
              docType: kind === 'upload' ? (choices.documentTypes[0]?.code ?? null) : null,
            })
          }}
        >
          {(['task', 'upload', 'form'] as const).map((kind) => (
            <option key={kind} value={kind}>
              {t(`checklist.kinds.${kind}`)}
            </option>
          ))}
        </select>
      </label>
      {!byHire && (
        <label>
          {t('checklist.owner')}
          <select
            className="hr-input"
            value={task.ownerType}
            onChange={(e) =>
              onChange({ ownerType: e.target.value as OnboardingTemplateTask['ownerType'], ownerId: null })
            }
          >
            {(['role', 'user', 'manager', 'hire'] as const).map((owner) => (
              <option key={owner} value={owner}>
                {t(`checklist.owners.${owner}`)}
              </option>
            ))}
          </select>
        </label>
      )}
      {owners.length > 0 && (
        <label>
          {t(`checklist.owners.${task.ownerType}`)}
          <select
            className="hr-input"
            required
            value={task.ownerId ?? ''}
            onChange={(e) => onChange({ ownerId: e.target.value ? Number(e.target.value) : null })}
          >
            <option value="">{t('checklist.choose')}</option>
            {owners.map((owner) => (
              <option key={owner.id} value={owner.id}>
                {owner.name}
              </option>
            ))}
          </select>
        </label>
      )}
      {task.kind === 'upload' && (
        <label>
          {t('checklist.documentType')}
          <select
            className="hr-input"
            value={task.docType ?? ''}
            onChange={(e) => onChange({ docType: e.target.value })}
          >
            {choices.documentTypes.map((type) => (
              <option key={type.code} value={type.code}>
                {type.name}
              </option>
            ))}
          </select>
        </label>
      )}
      {task.kind === 'form' && (
        <label>
          {t('checklist.fields')}
          <input
            className="hr-input"
            required
            value={task.fields.join(', ')}
            onChange={(e) => onChange({ fields: e.target.value.split(/[,，]\s*/).slice(0, 10) })}
          />
        </label>
      )}
      <label>
        {t('checklist.offset')}
        <input
          className="hr-input"
          type="number"
          min={-90}
          max={365}
          required
          value={task.offsetDays}
          onChange={(e) => onChange({ offsetDays: Number(e.target.value) })}
        />
      </label>
      <button
        type="button"
        className="hr-button"
        onClick={props.onRemove}
        aria-label={t('checklist.removeTaskN', { n: props.n })}
      >
        {t('checklist.remove')}
      </button>
    </fieldset>
  )
}
