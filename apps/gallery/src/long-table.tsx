import { useEffectEvent, useLayoutEffect, useMemo, useRef, useState } from 'react'
import { DataTable, dataTableLabels, type ColumnDef, type Language } from '@hr-portal/ui'
import { sampleStaff, type SampleStaff } from './samples'
import type { GalleryTexts } from './texts'

export const LONG_TABLE_ROWS = 10_000

/**
 * 10,000 rows in one virtualized data table. The time from the click to the first frame painted
 * with the table is shown, and kept on the section (`data-render-ms`) for the benchmark.
 */
export function LongTable({
  t,
  language,
  columns,
}: {
  t: GalleryTexts
  language: Language
  columns: ColumnDef<SampleStaff, any>[]
}) {
  const [startedAt, setStartedAt] = useState<number | null>(null)
  const [renderMs, setRenderMs] = useState<number | null>(null)
  return (
    <section aria-labelledby="g-long" data-testid="long-table" data-render-ms={renderMs ?? undefined}>
      <h2 id="g-long">{t.longTable}</h2>
      <button
        type="button"
        className="hr-button"
        disabled={startedAt !== null}
        onClick={() => setStartedAt(performance.now())}
      >
        {t.renderRows(LONG_TABLE_ROWS)}
      </button>
      <p role="status">{renderMs !== null ? t.rendered(LONG_TABLE_ROWS, renderMs) : ''}</p>
      {startedAt !== null && (
        <Rows startedAt={startedAt} onPainted={setRenderMs} t={t} language={language} columns={columns} />
      )}
    </section>
  )
}

function Rows({
  startedAt,
  onPainted,
  t,
  language,
  columns,
}: {
  startedAt: number
  onPainted: (ms: number) => void
  t: GalleryTexts
  language: Language
  columns: ColumnDef<SampleStaff, any>[]
}) {
  const staff = useMemo(() => sampleStaff(LONG_TABLE_ROWS), [])
  const measured = useRef(false)
  const painted = useEffectEvent(() => onPainted(Math.round(performance.now() - startedAt)))
  useLayoutEffect(() => {
    if (measured.current) return
    measured.current = true
    // requestAnimationFrame runs just before the table's first paint; a message posted there arrives just after it.
    requestAnimationFrame(() => {
      const channel = new MessageChannel()
      channel.port1.onmessage = () => painted()
      channel.port2.postMessage(null)
    })
  }, [])
  return (
    <DataTable
      label={t.longTable}
      columns={columns}
      data={staff}
      labels={dataTableLabels[language]}
      height={400}
      getRowId={(row) => String(row.id)}
    />
  )
}
