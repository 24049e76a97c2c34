import { useCallback, useMemo, useState } from 'react'
import { useAuthorised, useRequest } from '@hr-portal/bridge/react'
import { DataTable, dataTableLabels, tableButtonLabels, type ColumnDef, type TableButton } from '@hr-portal/ui'
import { RequestError, useLanguage, useT } from '@hr-portal/kit'
import {
  ASSIGN_FORM,
  EMPLOYEE_RECORD,
  FORMS_MENU,
  SAVE_FORM,
  loadBizTypeFields,
  loadForms,
  type BizTypeField,
  type FormRow,
} from './form-api'
import type { FormDraft } from './form-draft'
import { emptyField } from './form-rules'
import { FormEditor } from './form-editor'
import { RangeEditor } from './range-editor'

type Row = FormRow & Record<string, unknown>
type FieldRow = BizTypeField & Record<string, unknown>

/**
 * Custom forms (menu 1030): an admin adds fields to the employee record without code — forms with their fields
 * (saved with 103001) and the departments each applies to (103002); both buttons need their auth flag, as the
 * gateway checks it. Below, every field of the record, built in and custom.
 */
export function CustomFormsPage() {
  const t = useT()
  const language = useLanguage()
  const canSave = useAuthorised(FORMS_MENU, SAVE_FORM) === true
  const canAssign = useAuthorised(FORMS_MENU, ASSIGN_FORM) === true
  const forms = useRequest(() => loadForms(EMPLOYEE_RECORD), [language])
  const fields = useRequest(() => loadBizTypeFields(EMPLOYEE_RECORD), [language])
  const [editing, setEditing] = useState<FormDraft | null>(null)
  const [assigning, setAssigning] = useState<FormRow | null>(null)
  const reload = () => {
    forms.retry()
    fields.retry()
  }
  const builtinKeys = useMemo(
    () => new Set((fields.data ?? []).filter((f) => !f.custom).map((f) => f.key)),
    [fields.data],
  )

  const draftOf = useCallback(
    (form: FormRow): FormDraft => {
      const own = (fields.data ?? []).filter((field) => field.formId === form.id)
      return {
        id: form.id,
        name: form.name,
        status: form.status === 1 ? 1 : 0,
        fields: own.map(({ key, labelZh, labelEn, type, options, dictionary, required }) => ({
          key,
          labelZh,
          labelEn,
          type,
          options: dictionary ? [] : (options ?? []),
          dictionary: dictionary ?? '',
          required,
        })),
      }
    },
    [fields.data],
  )

  const formColumns = useMemo<ColumnDef<Row, any>[]>(
    () => [
      { accessorKey: 'name', header: t('forms.col.name') },
      {
        id: 'status',
        accessorFn: (form) => (form.status === 1 ? t('forms.effective') : t('forms.off')),
        header: t('forms.col.status'),
        size: 90,
      },
      {
        id: 'fields',
        accessorFn: (form) => form.fields.map((f) => f.label).join(', '),
        header: t('forms.col.fields'),
        size: 280,
      },
      {
        id: 'range',
        accessorFn: (form) =>
          form.organIds.length ? t('forms.rangeCount', { n: form.organIds.length }) : t('forms.noRange'),
        header: t('forms.col.range'),
        size: 100,
      },
      {
        id: 'updated',
        accessorFn: (form) => new Date(form.updatedAt).toLocaleString(language),
        header: t('forms.col.updated'),
        size: 180,
      },
    ],
    [language],
  )
  const fieldColumns = useMemo<ColumnDef<FieldRow, any>[]>(
    () => [
      { accessorKey: 'label', header: t('forms.fieldCol.label') },
      { accessorKey: 'key', header: t('forms.fieldCol.key') },
      { id: 'type', accessorFn: (field) => t(`forms.type.${field.type}`), header: t('forms.fieldCol.type'), size: 100 },
      {
        id: 'required',
        accessorFn: (field) => (field.required ? t('forms.yes') : t('forms.no')),
        header: t('forms.fieldCol.required'),
        size: 80,
      },
      {
        id: 'source',
        header: t('forms.fieldCol.source'),
        size: 200,
        accessorFn: (field) =>
          field.custom ? ((forms.data ?? []).find((form) => form.id === field.formId)?.name ?? '') : t('forms.builtin'),
      },
    ],
    [language, forms.data],
  )
  const rowButtons = useMemo(() => {
    const buttons: TableButton<Row>[] = [
      ...(canSave ? [{ event: 'modify', text: tableButtonLabels[language].modify }] : []),
      ...(canAssign ? [{ event: 'assign', text: t('forms.assign') }] : []),
    ]
    return buttons.length
      ? {
          buttons,
          name: (form: Row) => form.name,
          onEvent: (event: string, form: Row) => (event === 'modify' ? setEditing(draftOf(form)) : setAssigning(form)),
        }
      : undefined
  }, [language, canSave, canAssign, draftOf])

  return (
    <div className="custom-forms">
      <header className="page-head">
        <h1>{t('forms.title')}</h1>
        {canSave && (
          <button
            type="button"
            onClick={() => setEditing({ name: '', status: 1, fields: [emptyField()] })}
            disabled={!fields.data}
          >
            {t('forms.add')}
          </button>
        )}
      </header>
      <p className="roles-section role-note">{t('forms.intro')}</p>
      <section className="roles-section" aria-labelledby="forms-list-title" aria-busy={forms.loading}>
        <h2 id="forms-list-title">{t('forms.list')}</h2>
        <RequestError error={forms.error} retry={forms.retry} />
        {forms.data?.length === 0 ? (
          <p className="role-note">{t('forms.none')}</p>
        ) : (
          <div data-testid="forms-table">
            <DataTable
              label={t('forms.list')}
              columns={formColumns}
              data={(forms.data ?? []) as Row[]}
              loading={forms.loading && !forms.data}
              labels={dataTableLabels[language]}
              getRowId={(row) => row.id}
              height={200}
              rowButtons={rowButtons}
            />
          </div>
        )}
      </section>
      <section className="roles-section" aria-labelledby="record-fields-title" aria-busy={fields.loading}>
        <h2 id="record-fields-title">{t('forms.recordFields')}</h2>
        <RequestError error={fields.error} retry={fields.retry} />
        <div data-testid="record-fields">
          <DataTable
            label={t('forms.recordFields')}
            columns={fieldColumns}
            data={(fields.data ?? []) as FieldRow[]}
            loading={fields.loading && !fields.data}
            labels={dataTableLabels[language]}
            getRowId={(row) => row.key}
            height={360}
          />
        </div>
      </section>
      {editing && (
        <FormEditor initial={editing} builtinKeys={builtinKeys} onClose={() => setEditing(null)} onSaved={reload} />
      )}
      {assigning && (
        <RangeEditor key={assigning.id} form={assigning} onClose={() => setAssigning(null)} onSaved={reload} />
      )}
    </div>
  )
}
