import { route } from '../route'
import { list, objectBody, oneOf, paragraph, record, text } from '../schema'
import { FILES } from './codes'

/** What a block of a printable document is: a heading, a paragraph, a label with its value, or a table's row. */
export const BLOCK_KINDS = ['heading', 'paragraph', 'field', 'tableHead', 'tableRow'] as const

/**
 * One block of a printable document, its texts in reading order: a heading or paragraph has one text, a field its
 * label and value, a table row its cells.
 */
export const documentBlock = record(
  { kind: oneOf(BLOCK_KINDS), texts: list(paragraph(2000), { minItems: 1, maxItems: 20 }) },
  { additionalProperties: false },
)

/** A dialog's content as a document: its title and its blocks (what ui/src/dialog-container/printable.ts reads). */
export const printableDocument = objectBody({ title: text(200, 1), blocks: list(documentBlock, { maxItems: 2000 }) }, [
  'title',
  'blocks',
])

/** Documents the gateway draws from what a screen shows (a dialog's Download PDF). */
export const documents = {
  pdf: route({
    method: 'POST',
    path: '/filecenter/web/document/pdf',
    body: printableDocument,
    file: true,
    errors: [FILES.noFont],
    tenant: { none: 'draws only the document it is sent; reads and keeps no rows' },
    summary: 'A document (title, headings, fields, paragraphs, tables) drawn as an A4 PDF with the Chinese font.',
  }),
}
