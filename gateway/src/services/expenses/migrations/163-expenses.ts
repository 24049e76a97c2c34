import type { Kysely } from 'kysely'

// Expenses (services/expenses): categories per tenant and their limits, the tenant's settings, claims with their
// lines and receipts, advances, and the reimbursement bank files.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('expense_category')
    .addColumn('tenant_id', 'integer', (c) => c.notNull())
    .addColumn('code', 'varchar(30)', (c) => c.notNull())
    .addColumn('name_zh', 'varchar(40)', (c) => c.notNull())
    .addColumn('name_en', 'varchar(60)', (c) => c.notNull())
    .addColumn('enabled', 'integer', (c) => c.notNull())
    .addColumn('built_in', 'integer', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('expense_category_pk', ['tenant_id', 'code'])
    .execute()

  await db.schema
    .createTable('expense_limit')
    .addColumn('tenant_id', 'integer', (c) => c.notNull())
    .addColumn('id', 'integer', (c) => c.notNull())
    .addColumn('category_code', 'varchar(30)', (c) => c.notNull())
    .addColumn('period', 'varchar(10)', (c) => c.notNull())
    .addColumn('amount_fen', 'bigint', (c) => c.notNull())
    .addColumn('position_id', 'varchar(40)')
    .addColumn('grade', 'varchar(40)')
    .addColumn('action', 'varchar(10)', (c) => c.notNull())
    .addPrimaryKeyConstraint('expense_limit_pk', ['tenant_id', 'id'])
    .execute()

  await db.schema
    .createTable('expense_setting')
    .addColumn('tenant_id', 'integer', (c) => c.notNull().primaryKey())
    .addColumn('finance_over_fen', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute()

  await db.schema
    .createTable('expense_claim')
    .addColumn('tenant_id', 'integer', (c) => c.notNull())
    .addColumn('id', 'varchar(36)', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('employee_id', 'integer', (c) => c.notNull())
    .addColumn('organ_id', 'integer')
    .addColumn('title', 'varchar(100)', (c) => c.notNull())
    .addColumn('status', 'varchar(12)', (c) => c.notNull())
    .addColumn('total_fen', 'bigint', (c) => c.notNull())
    .addColumn('advance_id', 'varchar(36)')
    .addColumn('advance_settled_fen', 'bigint', (c) => c.notNull())
    .addColumn('warnings', 'integer', (c) => c.notNull())
    .addColumn('instance_id', 'varchar(36)')
    .addColumn('payment_way', 'varchar(10)')
    .addColumn('payroll_month', 'varchar(7)')
    .addColumn('payroll_run_id', 'integer')
    .addColumn('bank_batch_id', 'varchar(36)')
    .addColumn('paid_at', 'bigint')
    .addColumn('submitted_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('expense_claim_pk', ['tenant_id', 'id'])
    .execute()
  await db.schema.createIndex('expense_claim_user').on('expense_claim').columns(['tenant_id', 'user_id']).execute()
  await db.schema
    .createIndex('expense_claim_status')
    .on('expense_claim')
    .columns(['tenant_id', 'status', 'payroll_month'])
    .execute()

  await db.schema
    .createTable('expense_line')
    .addColumn('tenant_id', 'integer', (c) => c.notNull())
    .addColumn('id', 'varchar(36)', (c) => c.notNull())
    .addColumn('claim_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('day', 'varchar(10)', (c) => c.notNull())
    .addColumn('category_code', 'varchar(30)', (c) => c.notNull())
    .addColumn('amount_fen', 'bigint', (c) => c.notNull())
    .addColumn('description', 'varchar(500)', (c) => c.notNull())
    .addColumn('project', 'varchar(60)', (c) => c.notNull())
    .addPrimaryKeyConstraint('expense_line_pk', ['tenant_id', 'id'])
    .execute()
  await db.schema.createIndex('expense_line_claim').on('expense_line').columns(['tenant_id', 'claim_id']).execute()

  await db.schema
    .createTable('expense_receipt')
    .addColumn('tenant_id', 'integer', (c) => c.notNull())
    .addColumn('id', 'varchar(36)', (c) => c.notNull())
    .addColumn('claim_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('line_id', 'varchar(36)')
    .addColumn('file_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('file_name', 'varchar(255)', (c) => c.notNull())
    .addColumn('file_type', 'varchar(100)', (c) => c.notNull())
    .addColumn('file_size', 'bigint', (c) => c.notNull())
    .addColumn('sha256', 'varchar(64)', (c) => c.notNull())
    .addColumn('invoice_no', 'varchar(40)', (c) => c.notNull())
    .addColumn('amount_fen', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('expense_receipt_pk', ['tenant_id', 'id'])
    .execute()
  await db.schema
    .createIndex('expense_receipt_claim')
    .on('expense_receipt')
    .columns(['tenant_id', 'claim_id'])
    .execute()
  await db.schema.createIndex('expense_receipt_hash').on('expense_receipt').columns(['tenant_id', 'sha256']).execute()
  await db.schema
    .createIndex('expense_receipt_invoice')
    .on('expense_receipt')
    .columns(['tenant_id', 'invoice_no'])
    .execute()

  await db.schema
    .createTable('expense_advance')
    .addColumn('tenant_id', 'integer', (c) => c.notNull())
    .addColumn('id', 'varchar(36)', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('employee_id', 'integer', (c) => c.notNull())
    .addColumn('organ_id', 'integer')
    .addColumn('amount_fen', 'bigint', (c) => c.notNull())
    .addColumn('reason', 'varchar(500)', (c) => c.notNull())
    .addColumn('needed_by', 'varchar(10)')
    .addColumn('status', 'varchar(12)', (c) => c.notNull())
    .addColumn('settled_fen', 'bigint', (c) => c.notNull())
    .addColumn('remainder_way', 'varchar(10)')
    .addColumn('remainder_fen', 'bigint')
    .addColumn('remainder_month', 'varchar(7)')
    .addColumn('remainder_run_id', 'integer')
    .addColumn('remainder_paid_at', 'bigint')
    .addColumn('instance_id', 'varchar(36)')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('expense_advance_pk', ['tenant_id', 'id'])
    .execute()
  await db.schema.createIndex('expense_advance_user').on('expense_advance').columns(['tenant_id', 'user_id']).execute()

  await db.schema
    .createTable('expense_bank_batch')
    .addColumn('tenant_id', 'integer', (c) => c.notNull())
    .addColumn('id', 'varchar(36)', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addColumn('total_fen', 'bigint', (c) => c.notNull())
    .addColumn('created_by', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('expense_bank_batch_pk', ['tenant_id', 'id'])
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'expense_bank_batch',
    'expense_advance',
    'expense_receipt',
    'expense_line',
    'expense_claim',
    'expense_setting',
    'expense_limit',
    'expense_category',
  ])
    await db.schema.dropTable(table).execute()
}
