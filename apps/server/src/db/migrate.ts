import { Migrator, type Kysely, type Migration, type MigrationProvider } from 'kysely'
import * as m0001 from './migrations/0001-initial.ts'
import * as m0002 from './migrations/0002-demo-checkout.ts'
import * as m0003 from './migrations/0003-one-payment-per-item.ts'
import * as m0004 from './migrations/0004-app-setting.ts'
import * as m0005 from './migrations/0005-decision-reasons.ts'
import * as m0006 from './migrations/0006-withdrawal-status-codes.ts'
import * as m0007 from './migrations/0007-content-version.ts'
import * as m0008 from './migrations/0008-list-search-and-order.ts'
import * as m0009 from './migrations/0009-affiliate-balance-at-scale.ts'
import * as m0010 from './migrations/0010-referrals-index.ts'
import * as m0011 from './migrations/0011-affiliate-hold-days.ts'
import * as m0012 from './migrations/0012-member-and-review-orders.ts'
import * as m0013 from './migrations/0013-mail-queue.ts'
import * as m0014 from './migrations/0014-lesson-captions.ts'
import * as m0015 from './migrations/0015-course-editions.ts'
import * as m0016 from './migrations/0016-certificates.ts'
import * as m0017 from './migrations/0017-coupons.ts'
import * as m0018 from './migrations/0018-receipts.ts'
import * as m0019 from './migrations/0019-privacy.ts'
import * as m0020 from './migrations/0020-content-in-english.ts'

/** Migrations are listed here, not read from disk, so the bundled server carries them. */
export const migrations: Readonly<Record<string, Migration>> = {
  '0001-initial': m0001,
  '0002-demo-checkout': m0002,
  '0003-one-payment-per-item': m0003,
  '0004-app-setting': m0004,
  '0005-decision-reasons': m0005,
  '0006-withdrawal-status-codes': m0006,
  '0007-content-version': m0007,
  '0008-list-search-and-order': m0008,
  '0009-affiliate-balance-at-scale': m0009,
  '0010-referrals-index': m0010,
  '0011-affiliate-hold-days': m0011,
  '0012-member-and-review-orders': m0012,
  '0013-mail-queue': m0013,
  '0014-lesson-captions': m0014,
  '0015-course-editions': m0015,
  '0016-certificates': m0016,
  '0017-coupons': m0017,
  '0018-receipts': m0018,
  '0019-privacy': m0019,
  '0020-content-in-english': m0020,
}

const provider: MigrationProvider = { getMigrations: async () => migrations }

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function migrateToLatest(db: Kysely<any>, schema?: string): Promise<string[]> {
  // On PostgreSQL the bookkeeping tables live in the schema the app uses.
  const migrator = new Migrator({ db, provider, migrationTableSchema: schema })
  const { error, results } = await migrator.migrateToLatest()
  if (error) throw error instanceof Error ? error : new Error('Migration failed', { cause: error })
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName)
}
