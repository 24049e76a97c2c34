import { useMemo, useState } from 'react'
import { useEnv, useShell } from '@hr-portal/bridge/react'
import {
  BusinessCard,
  ConfirmDialog,
  DataTable,
  dataTableLabels,
  DialogContainer,
  dialogContainerLabels,
  ImageViewer,
  imageViewerLabels,
  isLanguage,
  ListPage,
  listPageLabels,
  PaginationBar,
  paginationLabels,
  RangeFilter,
  rangeFilterLabels,
  tableButtonLabels,
  Upload,
  uploadLabels,
  type ColumnDef,
  type UploadFn,
} from '@hr-portal/ui'
import { LongTable } from './long-table'
import { DEPARTMENTS, samplePicture, sampleStaff, sampleTree, type SampleStaff } from './samples'
import { textsOf } from './texts'

/** In the gallery a file is read in the browser, with real progress; nothing is sent anywhere. */
const readInBrowser: UploadFn = (file, { onProgress, signal }) =>
  new Promise((resolve, reject) => {
    const reader = new FileReader()
    reader.onprogress = (e) =>
      onProgress({ loaded: e.loaded, total: e.total, percent: e.total ? Math.round((e.loaded / e.total) * 100) : 0 })
    reader.onload = () =>
      resolve({
        fileName: file.name,
        filePath: file.name,
        fileUrl: URL.createObjectURL(file),
        downloadUrl: URL.createObjectURL(file),
      })
    reader.onerror = () => reject(reader.error)
    signal.addEventListener('abort', () => {
      reader.abort()
      reject(new Error('aborted'))
    })
    reader.readAsArrayBuffer(file)
  })

export function App() {
  const { language: raw } = useEnv()
  const language = isLanguage(raw) ? raw : 'zh-CN'
  const t = textsOf(language)
  const shell = useShell()
  const [dialog, setDialog] = useState<'standard' | 'raised' | null>(null)
  const [confirm, setConfirm] = useState<'full' | 'gotIt' | null>(null)
  const [viewer, setViewer] = useState(false)
  const [selected, setSelected] = useState(0)
  const [page, setPage] = useState({ page: 1, rows: 10 })
  const [department, setDepartment] = useState<string | null>(null)
  const [keyword, setKeyword] = useState('')
  const staff = useMemo(() => sampleStaff(500), [])
  const columns = useMemo<ColumnDef<SampleStaff, any>[]>(
    () => [
      { accessorKey: 'name', header: t.name },
      { accessorKey: 'userName', header: t.account },
      { accessorKey: 'department', header: t.department },
      { accessorKey: 'age', header: t.age },
    ],
    [t],
  )
  const pictures = useMemo(
    () =>
      [samplePicture('1', 210), samplePicture('2', 25), samplePicture('3', 140)].map((src, i) => ({
        src,
        alt: `${t.viewer} ${i + 1}`,
      })),
    [t],
  )
  const saved = () => shell.ui.message('success', t.saved).catch(() => {})

  return (
    <main className="gallery">
      <h1>{t.title}</h1>
      <p>{t.intro}</p>

      <section aria-labelledby="g-dialog">
        <h2 id="g-dialog">{t.dialog}</h2>
        <button type="button" className="hr-button" onClick={() => setDialog('standard')}>
          {t.openDialog}
        </button>{' '}
        <button type="button" className="hr-button" onClick={() => setDialog('raised')}>
          {t.openRaised}
        </button>
        <DialogContainer
          open={dialog !== null}
          variant={dialog ?? 'standard'}
          title={t.dialogTitle}
          labels={dialogContainerLabels[language]}
          closeConfirm
          QRCodeProp={{ text: 'https://hr.example.com/roles/2', filename: 'role-2' }}
          formBtnList={[{ event: 'save', text: t.save, type: 'primary' }]}
          onButton={saved}
          onClose={() => setDialog(null)}
        >
          <p>{t.dialogBody}</p>
        </DialogContainer>
      </section>

      <section aria-labelledby="g-confirm">
        <h2 id="g-confirm">{t.confirm}</h2>
        <button type="button" className="hr-button" onClick={() => setConfirm('full')}>
          {t.openConfirm}
        </button>{' '}
        <button type="button" className="hr-button" onClick={() => setConfirm('gotIt')}>
          {t.openGotIt}
        </button>
        <ConfirmDialog
          open={confirm !== null}
          title={t.confirmTitle}
          subtitle={confirm === 'full' ? t.selected(3) : undefined}
          tooltip={confirm === 'full' ? t.intro : undefined}
          heading={t.confirmTitle}
          html={'<p><b>王芳</b>、李伟、张娜</p>'}
          okText={dialogContainerLabels[language].ok}
          cancelText={confirm === 'full' ? dialogContainerLabels[language].cancel : undefined}
          closeLabel={dialogContainerLabels[language].close}
          onOk={() => setConfirm(null)}
          onCancel={() => setConfirm(null)}
        />
      </section>

      <section aria-labelledby="g-table">
        <h2 id="g-table">{t.table}</h2>
        <p data-testid="gallery-selected">{t.selected(selected)}</p>
        <DataTable
          label={t.table}
          columns={columns}
          data={staff}
          labels={dataTableLabels[language]}
          selectable
          height={300}
          getRowId={(row) => String(row.id)}
          onSelectionChange={(rows) => setSelected(rows.length)}
          pinned={{ left: ['name'] }}
          summary={(rows) => ({ name: t.total, age: rows.length })}
        />
        <h3>{t.pagedTable}</h3>
        <DataTable
          label={t.pagedTable}
          columns={columns}
          data={staff}
          labels={dataTableLabels[language]}
          columnFilters
          paginate
          height={480}
          getRowId={(row) => String(row.id)}
          rowButtons={{
            name: (row) => row.name,
            buttons: [
              { event: 'view', text: tableButtonLabels[language].view },
              {
                event: 'delete',
                text: tableButtonLabels[language].delete,
                confirm: t.confirmDelete,
                condition: (row) => row.age > 40,
              },
            ],
            confirm: (text) => shell.ui.confirm({ title: t.confirmTitle, content: text }),
            onEvent: (event, row) =>
              shell.ui
                .message(
                  event === 'delete' ? 'success' : 'info',
                  event === 'delete' ? t.deleted(row.name) : `${row.name} · ${row.department}`,
                )
                .catch(() => {}),
          }}
        />
        <h3>{t.tree}</h3>
        <DataTable
          label={t.tree}
          columns={columns}
          data={sampleTree()}
          labels={dataTableLabels[language]}
          getSubRows={(row) => row.children}
        />
      </section>

      <LongTable t={t} language={language} columns={columns} />

      <section aria-labelledby="g-list">
        <h2 id="g-list">{t.listPage}</h2>
        <ListPage
          title={t.listPage}
          labels={listPageLabels[language]}
          onSearch={setKeyword}
          onAdd={saved}
          statistics={{
            activeStatus: department,
            total: staff.length,
            countData: Object.fromEntries(DEPARTMENTS.map((d) => [d, staff.filter((s) => s.department === d).length])),
            formats: {
              blue: DEPARTMENTS.slice(0, 2).map((d) => ({ status: d, value: d })),
              yellow: DEPARTMENTS.slice(2, 4).map((d) => ({ status: d, value: d })),
              green: DEPARTMENTS.slice(4).map((d) => ({ status: d, value: d })),
            },
          }}
          onStatus={setDepartment}
          aside={(search) => (
            <ul className="gallery-tree">
              {DEPARTMENTS.filter((d) => d.includes(search)).map((d) => (
                <li key={d}>{d}</li>
              ))}
            </ul>
          )}
        >
          <DataTable
            label={t.listPage}
            columns={columns}
            labels={dataTableLabels[language]}
            height={200}
            data={staff.filter(
              (s) =>
                (!department || s.department === department) &&
                (!keyword || s.name.includes(keyword) || s.userName.includes(keyword)),
            )}
          />
        </ListPage>
      </section>

      <section aria-labelledby="g-pagination">
        <h2 id="g-pagination">{t.pagination}</h2>
        <PaginationBar
          total={staff.length}
          page={page.page}
          rows={page.rows}
          onPageChange={(p) => setPage({ ...page, page: p })}
          onSizeChange={(rows) => setPage({ page: 1, rows })}
          showGoTo
          labels={paginationLabels[language]}
        />
      </section>

      <section aria-labelledby="g-viewer">
        <h2 id="g-viewer">{t.viewer}</h2>
        <button type="button" className="hr-button" onClick={() => setViewer(true)}>
          {t.openViewer}
        </button>
        <ImageViewer
          open={viewer}
          images={pictures}
          labels={imageViewerLabels[language]}
          onClose={() => setViewer(false)}
        />
      </section>

      <section aria-labelledby="g-upload">
        <h2 id="g-upload">{t.upload}</h2>
        <Upload labels={uploadLabels[language]} upload={readInBrowser} maxCount={3} maxBytes={2 * 1048576} />
      </section>

      <section aria-labelledby="g-range">
        <h2 id="g-range">{t.range}</h2>
        <RangeFilter
          labels={rangeFilterLabels[language]}
          onApply={() => shell.ui.message('info', t.rangeApplied).catch(() => {})}
        />
      </section>

      <section aria-labelledby="g-card">
        <h2 id="g-card">{t.card}</h2>
        <div className="gallery-cards">
          <BusinessCard
            label={t.card}
            title={t.cardTitle}
            realName="王芳"
            userName="wangfang"
            content={t.cardContent}
            showAvatar={1}
            avatarUrl={samplePicture('王', 200)}
          />
          <BusinessCard label={t.card} direction={2} title={t.cardTitle} userName="wangfang" content={t.cardContent} />
        </div>
      </section>
    </main>
  )
}
