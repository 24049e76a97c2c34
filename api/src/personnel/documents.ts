import { route } from '../route'
import { id, integer, list, matching, nullable, num, objectBody, record, str, text } from '../schema'
import { DOCUMENT, RECORD } from './codes'

/** Largest file a personal document may be (5 MiB), and the file types it may be. */
export const MAX_DOCUMENT_BYTES = 5 * 1024 * 1024
export const DOCUMENT_MIME_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const

/** A personal document on a record: its type (the tenant's documentType dictionary), file and optional expiry. */
export const personalDocument = record({
  id: str(),
  typeCode: str(),
  typeName: str(),
  name: str(),
  size: integer(),
  expiresOn: nullable(str()),
  createdAt: num(),
})

const SCOPED =
  "one's own record, or (functions 1101 / 110101) a record of the session tenant in the caller's data range (services/personnel/documents/documents.test.ts)"
/** Another's record outside the caller's data range or functions. */
const RANGE = [RECORD.notFound]

/** Personal documents kept on a staff record by the person or HR. */
export const personalDocuments = {
  list: route({
    method: 'POST',
    path: '/ums/web/personalDocument/list',
    body: objectBody({ employeeId: id() }),
    result: record({
      documents: list(personalDocument),
      types: list(record({ code: str(), name: str() })),
      maxBytes: integer(),
    }),
    errors: RANGE,
    tenant: SCOPED,
    summary: "The documents of one's own record (no employeeId) or of a staff member, with the types offered.",
  }),
  add: route({
    method: 'POST',
    path: '/ums/web/personalDocument/add',
    body: objectBody(
      {
        employeeId: id(),
        fileId: text(64, 1),
        typeCode: text(40, 1),
        expiresOn: matching('^(\\d{4}-\\d{2}-\\d{2})?$'),
      },
      ['fileId', 'typeCode'],
    ),
    result: personalDocument,
    errors: [...RANGE, DOCUMENT.typeNotAllowed, DOCUMENT.tooLarge, DOCUMENT.fileNotFound, DOCUMENT.badExpiry],
    tenant: SCOPED,
    summary: 'Keeps a file the caller uploaded (file centre) as a document of the record, with its type and expiry.',
  }),
  remove: route({
    method: 'POST',
    path: '/ums/web/personalDocument/remove',
    body: objectBody({ id: text(36, 1) }, ['id']),
    result: record({ removed: integer() }),
    errors: [DOCUMENT.notFound],
    tenant: SCOPED,
    summary: 'Removes a document from the record.',
  }),
  file: route({
    method: 'POST',
    path: '/ums/web/personalDocument/file',
    body: objectBody({ id: text(36, 1) }, ['id']),
    file: true,
    errors: [DOCUMENT.notFound],
    tenant: SCOPED,
    summary: "A document's file.",
  }),
}
