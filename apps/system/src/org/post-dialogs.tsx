import { useId, useMemo, useState, type ReactNode } from 'react'
import { useRequest } from '@hr-portal/bridge/react'
import { DialogContainer, TextField, dialogContainerLabels } from '@hr-portal/ui'
import type { OrganNode } from '../organ-tree'
import { RequestError, shell, useLanguage, useT } from '@hr-portal/kit'
import { loadTree } from './organ-api'
import { saveGangwei, saveZhilei, saveZhiwei, type Gangwei, type Zhilei, type Zhiwei } from './post-api'

interface FlatOrgan {
  id: number
  name: string
  depth: number
}
const flatten = (nodes: OrganNode[], depth = 0): FlatOrgan[] =>
  nodes.flatMap((node) => [{ id: Number(node.id), name: node.name, depth }, ...flatten(node.children ?? [], depth + 1)])

interface Shell {
  title: string
  dirty: boolean
  onClose: () => void
  save: () => Promise<unknown>
  saved: string
  onSaved: () => void
  children: ReactNode
}

/** The dialog every editor shares: the gateway's refusal shown inside, the input kept. */
function EditorDialog({ title, dirty, onClose, save, saved, onSaved, children }: Shell) {
  const t = useT()
  const language = useLanguage()
  const [failure, setFailure] = useState('')
  async function run() {
    setFailure('')
    try {
      await save()
    } catch (error) {
      setFailure((error as Error).message || t('org.failed'))
      throw error
    }
    shell.ui.message('success', saved).catch(() => {})
    onSaved()
  }
  return (
    <DialogContainer
      open
      title={title}
      labels={dialogContainerLabels[language]}
      closeConfirm={dirty}
      onClose={onClose}
      onButton={run}
      formBtnList={[{ event: 'save', text: t('posts.save'), type: 'primary', delay: false }]}
    >
      <div className="org-dialog" data-testid="post-dialog">
        {failure && (
          <p role="alert" className="role-error">
            {failure}
          </p>
        )}
        {children}
      </div>
    </DialogContainer>
  )
}

/** A labelled select (label tied by id, so its name is the label alone). */
function SelectField({
  label,
  value,
  onChange,
  busy,
  children,
}: {
  label: string
  value: string
  onChange: (value: string) => void
  busy?: boolean
  children: ReactNode
}) {
  const id = useId()
  return (
    <div className="hr-field">
      <label htmlFor={id}>{label}</label>
      <select id={id} className="hr-input" value={value} onChange={(e) => onChange(e.target.value)} aria-busy={busy}>
        {children}
      </select>
    </div>
  )
}

interface EditorProps<T> {
  row: T | null
  onClose: () => void
  onSaved: () => void
}

export function ZhileiDialog({ row, onClose, onSaved }: EditorProps<Zhilei>) {
  const t = useT()
  const [name, setName] = useState(row?.name ?? '')
  return (
    <EditorDialog
      title={t(row ? 'posts.zhilei.edit' : 'posts.zhilei.add')}
      dirty={name !== (row?.name ?? '')}
      onClose={onClose}
      onSaved={onSaved}
      saved={t('posts.saved', { name: name.trim() })}
      save={() => saveZhilei({ ...(row ? { id: row.id } : {}), name })}
    >
      <TextField label={t('posts.zhilei.name')} value={name} onValueChange={setName} maxLength={100} autoFocus />
    </EditorDialog>
  )
}

export function ZhiweiDialog({ row, zhileis, onClose, onSaved }: EditorProps<Zhiwei> & { zhileis: Zhilei[] }) {
  const t = useT()
  const tree = useRequest(loadTree, [])
  const organs = useMemo(() => flatten(tree.data ?? []), [tree.data])
  const [name, setName] = useState(row?.name ?? '')
  const [zhileiId, setZhileiId] = useState(String(row?.zhileiId ?? zhileis[0]?.id ?? ''))
  const [bound, setBound] = useState(() => new Set(row?.organIds ?? []))
  const dirty = name !== (row?.name ?? '') || bound.size !== (row?.organIds.length ?? 0)
  const toggle = (id: number, on: boolean) =>
    setBound((old) => {
      const next = new Set(old)
      if (on) next.add(id)
      else next.delete(id)
      return next
    })
  return (
    <EditorDialog
      title={t(row ? 'posts.zhiwei.edit' : 'posts.zhiwei.add')}
      dirty={dirty}
      onClose={onClose}
      onSaved={onSaved}
      saved={t('posts.saved', { name: name.trim() })}
      save={() =>
        saveZhiwei({ ...(row ? { id: row.id } : {}), zhileiId: Number(zhileiId), name, organIds: [...bound] })
      }
    >
      <SelectField label={t('posts.zhiwei.category')} value={zhileiId} onChange={setZhileiId}>
        {zhileis.map((z) => (
          <option key={z.id} value={z.id}>
            {z.name}
          </option>
        ))}
      </SelectField>
      <TextField label={t('posts.zhiwei.name')} value={name} onValueChange={setName} maxLength={100} />
      <RequestError error={tree.error} retry={tree.retry} />
      {tree.loading && !tree.data && <p role="status">{t('common.loading')}</p>}
      {tree.data && (
        <fieldset className="range-organs">
          <legend>{t('posts.zhiwei.units')}</legend>
          {organs.map((organ) => (
            <label key={organ.id} className="role-option" style={{ paddingInlineStart: organ.depth * 16 }}>
              <input
                type="checkbox"
                checked={bound.has(organ.id)}
                onChange={(e) => toggle(organ.id, e.target.checked)}
              />
              {organ.name}
            </label>
          ))}
        </fieldset>
      )}
    </EditorDialog>
  )
}

export function GangweiDialog({ row, zhiweis, onClose, onSaved }: EditorProps<Gangwei> & { zhiweis: Zhiwei[] }) {
  const t = useT()
  const tree = useRequest(loadTree, [])
  const organs = useMemo(() => flatten(tree.data ?? []), [tree.data])
  const [name, setName] = useState(row?.name ?? '')
  const [organId, setOrganId] = useState(String(row?.organId ?? ''))
  const [zhiweiId, setZhiweiId] = useState(String(row?.zhiweiId ?? zhiweis[0]?.id ?? ''))
  const [headcount, setHeadcount] = useState(String(row?.headcount ?? 1))
  const [error, setError] = useState('')
  const dirty = name !== (row?.name ?? '') || organId !== String(row?.organId ?? '')
  async function save() {
    setError('')
    const count = Number(headcount)
    if (!organId || !Number.isInteger(count) || count < 0 || count > 100_000) {
      setError(t(organId ? 'posts.gangwei.badHeadcount' : 'posts.gangwei.pickUnit'))
      throw new Error(t('posts.gangwei.check'))
    }
    return saveGangwei({
      ...(row ? { id: row.id } : {}),
      organId: Number(organId),
      zhiweiId: Number(zhiweiId),
      name,
      headcount: count,
    })
  }
  return (
    <EditorDialog
      title={t(row ? 'posts.gangwei.edit' : 'posts.gangwei.add')}
      dirty={dirty}
      onClose={onClose}
      onSaved={onSaved}
      saved={t('posts.saved', { name: name.trim() })}
      save={save}
    >
      {error && (
        <p role="alert" className="role-error">
          {error}
        </p>
      )}
      <TextField label={t('posts.gangwei.name')} value={name} onValueChange={setName} maxLength={100} />
      <SelectField label={t('posts.gangwei.unit')} value={organId} onChange={setOrganId} busy={tree.loading}>
        <option value="">{t('posts.gangwei.pickUnit')}</option>
        {organs.map((o) => (
          <option key={o.id} value={o.id}>{`${'\u00a0'.repeat(o.depth * 2)}${o.name}`}</option>
        ))}
      </SelectField>
      <RequestError error={tree.error} retry={tree.retry} />
      <SelectField label={t('posts.gangwei.post')} value={zhiweiId} onChange={setZhiweiId}>
        {zhiweis.map((z) => (
          <option key={z.id} value={z.id}>{`${z.zhileiName} / ${z.name}`}</option>
        ))}
      </SelectField>
      <TextField
        label={t('posts.gangwei.headcount')}
        type="number"
        min={0}
        max={100000}
        value={headcount}
        onValueChange={setHeadcount}
      />
    </EditorDialog>
  )
}
