/** What a block of a printable document is (the file centre's document route draws these as a PDF). */
export type PrintableBlockKind = 'heading' | 'paragraph' | 'field' | 'tableHead' | 'tableRow'

export interface PrintableDocument {
  title: string
  blocks: Array<{ kind: PrintableBlockKind; texts: string[] }>
}

const MAX_TEXT = 2000
const MAX_TEXTS = 20
const MAX_BLOCKS = 2000

const textOf = (element: Element) => (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, MAX_TEXT)
/** Not drawn for a reader: hidden, or there only for screen readers (a visually hidden caption says the title again). */
const unseen = (element: Element) =>
  element.closest('[hidden], [aria-hidden="true"], .visually-hidden, button, [role="status"]') !== null

/**
 * A dialog's content as a document, in reading order: headings, paragraphs, a description list's terms with their
 * values, a table's header and rows (cells in order); buttons, hidden parts and loading notes left out. Content that
 * holds none of these becomes one paragraph of its text.
 */
export function printableOf(root: HTMLElement, title: string): PrintableDocument {
  const blocks: PrintableDocument['blocks'] = []
  const add = (kind: PrintableBlockKind, texts: string[]) => {
    const kept = texts.slice(0, MAX_TEXTS)
    if (blocks.length < MAX_BLOCKS && kept.some((text) => text !== '')) blocks.push({ kind, texts: kept })
  }
  for (const element of root.querySelectorAll('h1, h2, h3, h4, h5, h6, p, dt, tr')) {
    if (unseen(element)) continue
    const tag = element.tagName.toLowerCase()
    if (tag === 'tr') {
      const cells = [...element.children].filter((cell) => !unseen(cell)).map(textOf)
      add(element.closest('thead') || element.querySelector('th[scope="col"]') ? 'tableHead' : 'tableRow', cells)
    } else if (tag === 'dt') {
      const value = element.nextElementSibling?.tagName.toLowerCase() === 'dd' ? element.nextElementSibling : null
      add('field', [textOf(element), value ? textOf(value) : ''])
    } else if (tag === 'p') {
      if (!element.closest('table')) add('paragraph', [textOf(element)])
    } else {
      add('heading', [textOf(element)])
    }
  }
  if (blocks.length === 0 && textOf(root)) add('paragraph', [textOf(root)])
  return { title: title.slice(0, 200), blocks }
}
