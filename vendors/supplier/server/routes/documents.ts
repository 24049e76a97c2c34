import type { MultipartFile, MultipartValue } from '@fastify/multipart'
import type { FastifyInstance } from 'fastify'
import { isDate } from '../dates'
import { ok, SupplierError } from '../errors'
import { fileKind } from '../file-kind'
import { body, id } from '../http/schema'
import { deleteDocument, findDocument, insertDocument } from '../store/documents'
import { DOCUMENT_TYPES, type DocumentType } from '../../shared/names'
import { callerOf, type Backend } from './backend'

/** The largest document accepted: 5 MB. */
export const MAX_DOCUMENT_BYTES = 5 * 1024 * 1024

const invalid = (field: string, message: string) => new SupplierError('invalidInput', 400, message, { field })

/** A text field sent before the file part, or ''. */
function field(file: MultipartFile, name: string): string {
  const value = file.fields[name] as MultipartValue | MultipartValue[] | undefined
  return !Array.isArray(value) && value?.type === 'field' && typeof value.value === 'string' ? value.value.trim() : ''
}

/** The uploaded name without folders or control characters, at most 120 characters. */
function cleanName(name: string, mediaType: string): string {
  const base = name
    .split(/[\\/]/)
    .pop()!
    .replace(/[\u0000-\u001f\u007f"]/g, '')
    .trim()
    .slice(-120)
  return base || `document.${mediaType.split('/')[1]}`
}

/** Reads the upload's fields (supplierId, type, expiresOn, sent before the file) and its bytes, each checked. */
async function readUpload(file: MultipartFile) {
  const supplierId = Number(field(file, 'supplierId'))
  if (!Number.isSafeInteger(supplierId) || supplierId < 1)
    throw invalid('supplierId', 'supplierId must be a supplier id')
  const type = field(file, 'type') as DocumentType
  if (!DOCUMENT_TYPES.includes(type)) throw invalid('type', `type must be one of ${DOCUMENT_TYPES.join(', ')}`)
  const expiresOn = field(file, 'expiresOn')
  if (!isDate(expiresOn)) throw invalid('expiresOn', 'expiresOn must be a date written YYYY-MM-DD')
  let bytes: Buffer
  try {
    bytes = await file.toBuffer()
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw new SupplierError('fileTooLarge', 413, 'The file is larger than 5 MB', { cause: error })
    throw error
  }
  if (bytes.length === 0) throw new SupplierError('fileMissing', 400, 'The file is empty', { field: 'file' })
  const mediaType = fileKind(bytes)
  if (!mediaType)
    throw new SupplierError('fileType', 415, 'Only PDF, PNG, JPEG or WebP files are accepted', { field: 'file' })
  return { supplierId, type, expiresOn, bytes, mediaType, fileName: cleanName(file.filename, mediaType) }
}

/** Upload (multipart), download and delete of a supplier's qualification documents. */
export function documentRoutes(app: FastifyInstance, backend: Backend): void {
  const { db, files } = backend

  app.post('/api/documents/upload', async (request) => {
    const { tenant, user } = callerOf(request)
    if (!request.isMultipart())
      throw new SupplierError('fileMissing', 400, 'Send the document as multipart/form-data', { field: 'file' })
    const file = await request.file({ limits: { fileSize: MAX_DOCUMENT_BYTES, files: 1, fields: 5, fieldSize: 200 } })
    if (!file) throw new SupplierError('fileMissing', 400, 'No file was sent', { field: 'file' })
    const upload = await readUpload(file)
    const documentId = insertDocument(db, tenant, { ...upload, size: upload.bytes.length }, user, backend.now())
    try {
      await files.write(tenant, documentId, upload.bytes)
    } catch (error) {
      deleteDocument(db, tenant, documentId)
      throw error
    }
    return ok(findDocument(db, tenant, documentId, backend.today()))
  })

  app.post<{ Body: { id: number } }>(
    '/api/documents/download',
    { schema: { body: body({ id }, ['id']) } },
    async (request, reply) => {
      const { tenant } = callerOf(request)
      const document = findDocument(db, tenant, request.body.id, backend.today())
      const bytes = await files.read(tenant, document.id).catch((error: unknown) => {
        throw new SupplierError('notFound', 404, `The file of document ${document.id} is missing`, { cause: error })
      })
      const encoded = encodeURIComponent(document.fileName)
      return reply
        .header('Content-Type', document.mediaType)
        .header('Content-Disposition', `attachment; filename*=UTF-8''${encoded}`)
        .header('filename', encoded)
        .header('Cache-Control', 'no-store')
        .send(bytes)
    },
  )

  app.post<{ Body: { id: number } }>(
    '/api/documents/delete',
    { schema: { body: body({ id }, ['id']) } },
    async (request) => {
      const { tenant } = callerOf(request)
      deleteDocument(db, tenant, request.body.id)
      await files.remove(tenant, request.body.id)
      return ok({ id: request.body.id })
    },
  )
}
