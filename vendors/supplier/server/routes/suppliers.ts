import type { FastifyInstance } from 'fastify'
import { isCreditCode } from '../../shared/credit-code'
import { ok, SupplierError } from '../errors'
import { body, id, text } from '../http/schema'
import { evaluationsOf } from '../store/evaluations'
import { listDocuments } from '../store/documents'
import { CATEGORIES, STATUSES, type Category, type SupplierStatus } from '../../shared/names'
import { createSupplier, findSupplier, listSuppliers, setSuspended } from '../store/suppliers'
import { callerOf, type Backend } from './backend'

/** Digits with the separators people write in phone numbers; 5 to 20 characters. */
const PHONE = '^\\+?[0-9][0-9 ()-]{3,18}[0-9]$'

interface NewSupplierBody {
  name: string
  category: Category
  contact: string
  phone: string
  creditCode: string
}

/** The supplier list, onboarding, the detail page's data and the suspend / reinstate actions. */
export function supplierRoutes(app: FastifyInstance, backend: Backend): void {
  const { db } = backend

  app.post<{ Body: { keyword?: string; status?: SupplierStatus } }>(
    '/api/suppliers/list',
    {
      schema: { body: body({ keyword: { type: 'string', maxLength: 50 }, status: { enum: [...STATUSES] } }) },
    },
    async (request) => {
      const rows = listSuppliers(db, callerOf(request).tenant, backend.today(), request.body)
      return ok({ total: rows.length, rows })
    },
  )

  app.post<{ Body: NewSupplierBody }>(
    '/api/suppliers/create',
    {
      schema: {
        body: body(
          {
            name: text(100),
            category: { enum: [...CATEGORIES] },
            contact: text(50),
            phone: { type: 'string', pattern: PHONE },
            creditCode: { type: 'string', minLength: 1, maxLength: 40 },
          },
          ['name', 'category', 'contact', 'phone', 'creditCode'],
        ),
      },
    },
    async (request) => {
      const { tenant, user } = callerOf(request)
      const creditCode = request.body.creditCode.replace(/\s+/g, '').toUpperCase()
      if (!isCreditCode(creditCode)) {
        throw new SupplierError('creditCodeInvalid', 400, 'Not a valid unified social credit code (GB 32100-2015)', {
          field: 'creditCode',
        })
      }
      const input = {
        ...request.body,
        name: request.body.name.trim(),
        contact: request.body.contact.trim(),
        phone: request.body.phone.trim(),
        creditCode,
      }
      const created = createSupplier(db, tenant, input, user, backend.now())
      return ok(findSupplier(db, tenant, created, backend.today()))
    },
  )

  app.post<{ Body: { id: number } }>(
    '/api/suppliers/detail',
    { schema: { body: body({ id }, ['id']) } },
    async (request) => {
      const { tenant, user } = callerOf(request)
      const today = backend.today()
      const supplier = findSupplier(db, tenant, request.body.id, today)
      return ok({
        supplier,
        documents: listDocuments(db, tenant, supplier.id, today),
        evaluations: evaluationsOf(db, tenant, supplier.id, user),
      })
    },
  )

  for (const [action, suspended] of [
    ['suspend', true],
    ['reinstate', false],
  ] as const) {
    app.post<{ Body: { id: number } }>(
      `/api/suppliers/${action}`,
      { schema: { body: body({ id }, ['id']) } },
      async (request) => {
        const { tenant } = callerOf(request)
        setSuspended(db, tenant, request.body.id, suspended)
        return ok(findSupplier(db, tenant, request.body.id, backend.today()))
      },
    )
  }
}
