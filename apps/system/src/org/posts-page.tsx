import { useMemo, useState } from 'react'
import { useAuthorised, useRequest } from '@hr-portal/bridge/react'
import { DataTable, dataTableLabels, tableButtonLabels, type ColumnDef, type TableButton } from '@hr-portal/ui'
import { RequestError, shell, useLanguage, useT } from '@hr-portal/kit'
import {
  POSTS_MENU,
  POST_FUNCTIONS,
  loadGangweis,
  loadZhileis,
  loadZhiweis,
  removeItem,
  type Gangwei,
  type Zhilei,
  type Zhiwei,
} from './post-api'
import { GangweiDialog, ZhileiDialog, ZhiweiDialog } from './post-dialogs'

type Kind = 'zhilei' | 'zhiwei' | 'gangwei'
type Editing =
  | { kind: 'zhilei'; row: Zhilei | null }
  | { kind: 'zhiwei'; row: Zhiwei | null }
  | { kind: 'gangwei'; row: Gangwei | null }
type Row = Record<string, unknown> & { id: number; name: string }

/** Posts and positions (menu 1006): post categories, the posts in them, and positions (a post in a unit with a headcount). */
export function PostsPage() {
  const t = useT()
  const language = useLanguage()
  const can = {
    zhilei: useAuthorised(POSTS_MENU, POST_FUNCTIONS.zhilei) === true,
    zhiwei: useAuthorised(POSTS_MENU, POST_FUNCTIONS.zhiwei) === true,
    gangwei: useAuthorised(POSTS_MENU, POST_FUNCTIONS.gangwei) === true,
  }
  const zhileis = useRequest(loadZhileis, [language])
  const zhiweis = useRequest(loadZhiweis, [language])
  const gangweis = useRequest(loadGangweis, [language])
  const [editing, setEditing] = useState<Editing | null>(null)
  const [failure, setFailure] = useState('')
  const reload = () => {
    zhileis.retry()
    zhiweis.retry()
    gangweis.retry()
  }

  async function remove(kind: Kind, row: Row) {
    setFailure('')
    try {
      await removeItem(kind, row.id)
      shell.ui.message('success', t('posts.removed', { name: row.name })).catch(() => {})
      reload()
    } catch (error) {
      setFailure((error as Error).message || t('org.failed'))
    }
  }
  const buttonsFor = (kind: Kind, open: (row: Row) => void) =>
    can[kind]
      ? {
          buttons: [
            { event: 'modify', text: tableButtonLabels[language].modify },
            { event: 'delete', text: tableButtonLabels[language].delete, confirm: t('posts.confirmRemove') },
          ] as TableButton<Row>[],
          name: (row: Row) => row.name,
          onEvent: (event: string, row: Row) => (event === 'modify' ? open(row) : remove(kind, row)),
        }
      : undefined

  const zhileiColumns = useMemo<ColumnDef<Row, any>[]>(
    () => [
      { accessorKey: 'name', header: t('posts.col.zhilei') },
      { accessorKey: 'zhiweiCount', header: t('posts.col.zhiweiCount'), size: 110 },
    ],
    [language],
  )
  const zhiweiColumns = useMemo<ColumnDef<Row, any>[]>(
    () => [
      { accessorKey: 'name', header: t('posts.col.zhiwei') },
      { accessorKey: 'zhileiName', header: t('posts.col.zhilei') },
      {
        id: 'units',
        accessorFn: (row) =>
          (row.organIds as number[]).length
            ? t('posts.unitCount', { n: (row.organIds as number[]).length })
            : t('posts.anyUnit'),
        header: t('posts.col.units'),
        size: 140,
      },
      { accessorKey: 'gangweiCount', header: t('posts.col.gangweiCount'), size: 110 },
    ],
    [language],
  )
  const gangweiColumns = useMemo<ColumnDef<Row, any>[]>(
    () => [
      { accessorKey: 'name', header: t('posts.col.gangwei') },
      { accessorKey: 'organName', header: t('posts.col.unit') },
      { accessorKey: 'zhiweiName', header: t('posts.col.zhiwei') },
      {
        id: 'staffing',
        accessorFn: (row) => `${row.staffCount} / ${row.headcount || '—'}`,
        header: t('posts.col.staffing'),
        size: 120,
      },
    ],
    [language],
  )

  const section = (
    kind: Kind,
    rows: Row[] | null,
    loading: boolean,
    error: unknown,
    retry: () => void,
    columns: ColumnDef<Row, any>[],
    open: (row: Row | null) => void,
    ready = true,
  ) => (
    <section className="roles-section" aria-labelledby={`${kind}-title`} aria-busy={loading}>
      <header className="page-head">
        <h2 id={`${kind}-title`}>{t(`posts.${kind}.list`)}</h2>
        {can[kind] && (
          <button type="button" data-testid={`${kind}-add`} disabled={!ready} onClick={() => open(null)}>
            {t(`posts.${kind}.add`)}
          </button>
        )}
      </header>
      <RequestError error={error} retry={retry} />
      {loading && !rows && <p role="status">{t('common.loading')}</p>}
      {rows?.length === 0 ? (
        <p className="role-note">{t(`posts.${kind}.none`)}</p>
      ) : (
        rows && (
          <div data-testid={`${kind}-table`}>
            <DataTable
              label={t(`posts.${kind}.list`)}
              columns={columns}
              data={rows}
              labels={dataTableLabels[language]}
              getRowId={(row) => String(row.id)}
              height={240}
              rowButtons={buttonsFor(kind, (row) => open(row))}
            />
          </div>
        )
      )}
    </section>
  )

  return (
    <div className="custom-forms posts-page">
      <header className="page-head">
        <h1>{t('posts.title')}</h1>
      </header>
      {failure && (
        <p role="alert" className="role-error">
          {failure}
        </p>
      )}
      {section(
        'zhilei',
        zhileis.data as Row[] | null,
        zhileis.loading,
        zhileis.error,
        zhileis.retry,
        zhileiColumns,
        (row) => setEditing({ kind: 'zhilei', row: row as unknown as Zhilei | null }),
      )}
      {section(
        'zhiwei',
        zhiweis.data as Row[] | null,
        zhiweis.loading,
        zhiweis.error,
        zhiweis.retry,
        zhiweiColumns,
        (row) => setEditing({ kind: 'zhiwei', row: row as unknown as Zhiwei | null }),
        (zhileis.data?.length ?? 0) > 0,
      )}
      {section(
        'gangwei',
        gangweis.data as Row[] | null,
        gangweis.loading,
        gangweis.error,
        gangweis.retry,
        gangweiColumns,
        (row) => setEditing({ kind: 'gangwei', row: row as unknown as Gangwei | null }),
        (zhiweis.data?.length ?? 0) > 0,
      )}
      {editing?.kind === 'zhilei' && (
        <ZhileiDialog row={editing.row} onClose={() => setEditing(null)} onSaved={reload} />
      )}
      {editing?.kind === 'zhiwei' && (
        <ZhiweiDialog
          row={editing.row}
          zhileis={zhileis.data ?? []}
          onClose={() => setEditing(null)}
          onSaved={reload}
        />
      )}
      {editing?.kind === 'gangwei' && (
        <GangweiDialog
          row={editing.row}
          zhiweis={zhiweis.data ?? []}
          onClose={() => setEditing(null)}
          onSaved={reload}
        />
      )}
    </div>
  )
}
