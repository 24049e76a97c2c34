import type { Category, DocumentType, SupplierStatus } from '../../shared/names'

// What the supplier backend answers (server/store/*.ts), as the pages read it.

export interface Supplier {
  id: number
  name: string
  category: Category
  contact: string
  phone: string
  creditCode: string
  status: SupplierStatus
  demo: boolean
  documents: { valid: number; expiring: number; expired: number }
  rating: number | null
  evaluations: number
}

export interface SupplierDocument {
  id: number
  type: DocumentType
  fileName: string
  size: number
  expiresOn: string
  state: 'valid' | 'expiring' | 'expired'
}

export interface Evaluation {
  quality: number
  delivery: number
  service: number
  comment: string
  evaluatedAt: number
  mine: boolean
}

export interface Evaluations {
  count: number
  quality: number | null
  delivery: number | null
  service: number | null
  list: Evaluation[]
}

export interface SupplierDetail {
  supplier: Supplier
  documents: SupplierDocument[]
  evaluations: Evaluations
}

export interface NewSupplier {
  name: string
  category: Category | ''
  contact: string
  phone: string
  creditCode: string
}
