// Row types of the form service's tables, added to the gateway's Database by declaration merging.
// Times are epoch milliseconds in bigint columns; flags are 0/1 integers (core/db/types.ts).

declare module '../../core/db/types' {
  interface Database {
    custom_form: CustomFormTable
    custom_form_field: CustomFormFieldTable
    form_range: FormRangeTable
    form_instance: FormInstanceTable
  }
}

/** A custom form: fields an admin adds to a business type's record (services/form). */
export interface CustomFormTable {
  tenant_id: number
  id: string
  biz_type_id: number
  name: string
  status: number
  created_at: number
  updated_at: number
}

export interface CustomFormFieldTable {
  tenant_id: number
  form_id: string
  biz_type_id: number
  field_key: string
  label_zh: string
  label_en: string
  type: string
  options: string
  /** A select's dictionary code (services/masterdata) when its options are that dictionary's values, else null. */
  dictionary: string | null
  required: number
  sort: number
}

/** The organs (and everything below them) a custom form applies to. */
export interface FormRangeTable {
  tenant_id: number
  form_id: string
  organ_id: number
}

/** The values of a custom form for one record (source). */
export interface FormInstanceTable {
  tenant_id: number
  id: string
  form_id: string
  source_id: number
  data: string
  updated_by: number
  created_at: number
  updated_at: number
}
