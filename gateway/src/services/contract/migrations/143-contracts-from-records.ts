import type { Kysely } from 'kysely'
import { contractsFromRecords } from '../from-records'

// Contracts live on the contracts page: every employee whose record keeps contract dates and who has no contract gets
// one built from the record (type mapped, dates kept; from-records.ts). Running it again adds nothing.

export async function up(db: Kysely<any>): Promise<void> {
  await contractsFromRecords(db, Date.now())
}

export async function down(): Promise<void> {}
