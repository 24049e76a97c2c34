import { useEffect, useState } from 'react'
import { saveCustomValues, updateRecord, type EmployeeRecord, type FieldValue } from '../api'
import { app, shell, useT } from '@hr-portal/kit'
import { changedValues } from './changed-values'

/**
 * The Edit mode of a record: drafts of the built-in and custom fields, Save (only the changed editable fields; the
 * record first, then the custom form values), the shell told the page is dirty so no input is lost, and
 * `staff.changed` published after a save.
 */
export function useRecordEditor(record: EmployeeRecord | null, reload: () => void) {
  const t = useT()
  const [editing, setEditing] = useState(false)
  const [draft, setDraft] = useState<Record<string, FieldValue>>({})
  const [customDraft, setCustomDraft] = useState<Record<string, FieldValue>>({})
  const [saving, setSaving] = useState(false)
  const [failure, setFailure] = useState('')
  const dirty =
    editing &&
    record !== null &&
    (Object.keys(changedValues(record.fields, record.values, draft)).length > 0 ||
      (record.custom !== null &&
        Object.keys(changedValues(record.custom.form.fields, record.custom.values, customDraft)).length > 0))
  useEffect(() => {
    shell.ui.setDirty(dirty).catch(() => {})
  }, [dirty])
  useEffect(
    () => () => {
      shell.ui.setDirty(false).catch(() => {})
    },
    [],
  )

  function start() {
    if (!record) return
    setDraft({ ...record.values })
    setCustomDraft({ ...(record.custom?.values ?? {}) })
    setFailure('')
    setEditing(true)
  }

  async function save() {
    if (!record) return
    const changes = changedValues(record.fields, record.values, draft)
    const customChanges = record.custom
      ? changedValues(record.custom.form.fields, record.custom.values, customDraft)
      : {}
    if (!Object.keys(changes).length && !Object.keys(customChanges).length) {
      setEditing(false)
      shell.ui.message('info', t('record.nothingChanged')).catch(() => {})
      return
    }
    setSaving(true)
    setFailure('')
    try {
      if (Object.keys(changes).length) await updateRecord(record.id, changes)
      if (record.custom && Object.keys(customChanges).length)
        await saveCustomValues(record.custom.form.id, record.id, customChanges)
    } catch (error) {
      // The draft stays as typed: the user corrects it and saves again.
      setFailure((error as Error).message || 'error')
      setSaving(false)
      return
    }
    setSaving(false)
    setEditing(false)
    const name = String(draft.name ?? record.values.name ?? '')
    shell.ui.message('success', t('record.saved', { name })).catch(() => {})
    app.events
      .publish('staff.changed', { id: record.id, ...(name ? { name: name.slice(0, 200) } : {}) })
      .catch(() => {})
    reload()
  }

  return {
    editing,
    draft,
    customDraft,
    saving,
    failure,
    start,
    save,
    cancel: () => {
      setEditing(false)
      setFailure('')
    },
    change: (key: string, value: FieldValue) => setDraft((d) => ({ ...d, [key]: value })),
    changeCustom: (key: string, value: FieldValue) => setCustomDraft((d) => ({ ...d, [key]: value })),
  }
}
