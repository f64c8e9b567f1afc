import { PostgresAdapter, sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely'

/*
 * The data model of the whole product. Frozen once released: later changes are new
 * migrations. Migrations import nothing from src/ and work on both SQLite and PostgreSQL.
 * Conventions: integer identities, booleans as 0/1, money as integer cents, timestamps
 * as ISO 8601 text, calendar dates as 'YYYY-MM-DD' text.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter
  const id = (c: ColumnDefinitionBuilder) =>
    pg ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement()

  await db.schema
    .createTable('app_user')
    .addColumn('id', 'integer', id)
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('group', 'text', (c) => c.notNull().defaultTo('user'))
    .addColumn('language', 'text', (c) => c.notNull().defaultTo('it'))
    .addColumn('verified', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('phone_number', 'text')
    .addColumn('address', 'text')
    .addColumn('affiliate_code', 'text', (c) => c.notNull().unique())
    .addColumn('used_affiliate_code', 'text')
    .addColumn('referred_by_id', 'integer', (c) => c.references('app_user.id').onDelete('set null'))
    .addColumn('iban_enc', 'text')
    .addColumn('cf_enc', 'text')
    .addColumn('doc_verified', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addCheckConstraint('app_user_group_check', sql`"group" in ('user', 'admin')`)
    .execute()

  await db.schema
    .createTable('session')
    .addColumn('id', 'integer', id)
    .addColumn('user_id', 'integer', (c) =>
      c.notNull().references('app_user.id').onDelete('cascade'),
    )
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('last_used_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('revoked_at', 'text')
    .execute()
  await db.schema.createIndex('session_user_idx').on('session').column('user_id').execute()

  await db.schema
    .createTable('one_time_token')
    .addColumn('id', 'integer', id)
    .addColumn('user_id', 'integer', (c) =>
      c.notNull().references('app_user.id').onDelete('cascade'),
    )
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .execute()

  await db.schema
    .createTable('asset')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('storage_key', 'text', (c) => c.notNull().unique())
    .addColumn('mime', 'text', (c) => c.notNull())
    .addColumn('bytes', 'bigint', (c) => c.notNull())
    .addColumn('width', 'integer')
    .addColumn('height', 'integer')
    .addColumn('variants', 'text')
    .addColumn('duration_seconds', 'real')
    .addColumn('encrypted', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('owner_user_id', 'integer', (c) => c.references('app_user.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute()

  await db.schema
    .createTable('topic')
    .addColumn('id', 'integer', id)
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('title_key', 'text', (c) => c.notNull().unique())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('image_id', 'text', (c) => c.references('asset.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute()

  await db.schema
    .createTable('member')
    .addColumn('id', 'integer', id)
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('surname', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('phone_number', 'text', (c) => c.notNull())
    .addColumn('website', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('session', 'text', (c) => c.notNull())
    .addColumn('photo_id', 'text', (c) => c.references('asset.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    // DELETE /api/member/ names a trainer by {name, surname}: the pair must be unique.
    .addUniqueConstraint('member_name_surname_unique', ['name', 'surname'])
    .execute()

  await db.schema
    .createTable('course')
    .addColumn('id', 'integer', id)
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('title_key', 'text', (c) => c.notNull().unique())
    .addColumn('intro', 'text', (c) => c.notNull())
    .addColumn('category_id', 'integer', (c) => c.references('topic.id').onDelete('restrict'))
    .addColumn('author_id', 'integer', (c) => c.references('member.id').onDelete('restrict'))
    .addColumn('location', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('price_cents', 'integer', (c) => c.notNull().check(sql`price_cents >= 0`))
    .addColumn('facilitator_price_cents', 'integer', (c) =>
      c.check(sql`facilitator_price_cents >= 0`),
    )
    .addColumn('affiliate_price_cents', 'integer', (c) => c.check(sql`affiliate_price_cents >= 0`))
    .addColumn('date_mode', 'text', (c) => c.notNull().defaultTo('none'))
    .addColumn('start_date', 'text')
    .addColumn('end_date', 'text')
    .addColumn('duration', 'text')
    .addColumn('cover_id', 'text', (c) => c.references('asset.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute()

  await db.schema
    .createTable('course_media')
    .addColumn('id', 'integer', id)
    .addColumn('course_id', 'integer', (c) =>
      c.notNull().references('course.id').onDelete('cascade'),
    )
    .addColumn('asset_id', 'text', (c) => c.notNull().references('asset.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .execute()
  await db.schema
    .createIndex('course_media_course_idx')
    .on('course_media')
    .column('course_id')
    .execute()

  await db.schema
    .createTable('online_course')
    .addColumn('id', 'integer', id)
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('title_key', 'text', (c) => c.notNull().unique())
    .addColumn('intro', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('category_id', 'integer', (c) => c.references('topic.id').onDelete('restrict'))
    .addColumn('author_id', 'integer', (c) => c.references('member.id').onDelete('restrict'))
    .addColumn('price_cents', 'integer', (c) => c.notNull().check(sql`price_cents >= 0`))
    .addColumn('facilitator_price_cents', 'integer', (c) =>
      c.check(sql`facilitator_price_cents >= 0`),
    )
    .addColumn('affiliate_price_cents', 'integer', (c) => c.check(sql`affiliate_price_cents >= 0`))
    .addColumn('cover_id', 'text', (c) => c.references('asset.id').onDelete('set null'))
    .addColumn('main_video_id', 'text', (c) => c.references('asset.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute()

  await db.schema
    .createTable('lesson')
    .addColumn('id', 'integer', id)
    .addColumn('online_course_id', 'integer', (c) =>
      c.notNull().references('online_course.id').onDelete('cascade'),
    )
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('title', 'text')
    .addColumn('video_id', 'text', (c) => c.notNull().references('asset.id').onDelete('restrict'))
    .addColumn('duration_seconds', 'real')
    .addUniqueConstraint('lesson_course_position_unique', ['online_course_id', 'position'])
    .execute()

  await db.schema
    .createTable('article')
    .addColumn('id', 'integer', id)
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('title_key', 'text', (c) => c.notNull().unique())
    .addColumn('intro', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('category_id', 'integer', (c) => c.references('topic.id').onDelete('restrict'))
    .addColumn('cover_id', 'text', (c) => c.references('asset.id').onDelete('set null'))
    .addColumn('published_at', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute()

  await db.schema
    .createTable('faq')
    .addColumn('id', 'integer', id)
    .addColumn('question', 'text', (c) => c.notNull())
    .addColumn('answer', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute()

  await db.schema
    .createTable('review')
    .addColumn('id', 'integer', id)
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('review', 'text', (c) => c.notNull())
    .addColumn('rating', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(5)
        .check(sql`rating between 1 and 5`),
    )
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute()

  await db.schema
    .createTable('contact_message')
    .addColumn('id', 'integer', id)
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('phone_number', 'text', (c) => c.notNull())
    .addColumn('gender', 'text', (c) => c.notNull())
    .addColumn('stato_lavorativo', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('read_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute()

  await db.schema
    .createTable('information_request')
    .addColumn('id', 'integer', id)
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('surname', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('birth_date', 'text', (c) => c.notNull())
    .addColumn('city', 'text', (c) => c.notNull())
    .addColumn('phone_number', 'text', (c) => c.notNull())
    .addColumn('interested_in', 'text', (c) => c.notNull())
    .addColumn('objective', 'text', (c) => c.notNull())
    .addColumn('spending', 'integer', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('read_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute()

  await db.schema
    .createTable('newsletter_subscriber')
    .addColumn('id', 'integer', id)
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('language', 'text', (c) => c.notNull().defaultTo('it'))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
    .addColumn('confirm_token_hash', 'text', (c) => c.unique())
    .addColumn('unsubscribe_token', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('confirmed_at', 'text')
    .addColumn('unsubscribed_at', 'text')
    .execute()

  await db.schema
    .createTable('newsletter_campaign')
    .addColumn('id', 'integer', id)
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('image_position', 'text', (c) => c.notNull().defaultTo('left'))
    .addColumn('image_id', 'text', (c) => c.references('asset.id').onDelete('set null'))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('queued'))
    .addColumn('total', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('sent_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_by', 'integer', (c) => c.references('app_user.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('finished_at', 'text')
    .execute()

  // One row per campaign and subscriber: nobody receives the same newsletter twice.
  await db.schema
    .createTable('newsletter_delivery')
    .addColumn('campaign_id', 'integer', (c) =>
      c.notNull().references('newsletter_campaign.id').onDelete('cascade'),
    )
    .addColumn('subscriber_id', 'integer', (c) =>
      c.notNull().references('newsletter_subscriber.id').onDelete('cascade'),
    )
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('sent_at', 'text')
    .addPrimaryKeyConstraint('newsletter_delivery_pk', ['campaign_id', 'subscriber_id'])
    .execute()

  await db.schema
    .createTable('customer_order')
    .addColumn('id', 'integer', id)
    .addColumn('reference', 'text', (c) => c.notNull().unique())
    .addColumn('user_id', 'integer', (c) =>
      c.notNull().references('app_user.id').onDelete('restrict'),
    )
    .addColumn('item_type', 'text', (c) => c.notNull())
    .addColumn('course_id', 'integer', (c) => c.references('course.id').onDelete('set null'))
    .addColumn('online_course_id', 'integer', (c) =>
      c.references('online_course.id').onDelete('set null'),
    )
    .addColumn('item_title', 'text', (c) => c.notNull())
    .addColumn('amount_cents', 'integer', (c) => c.notNull().check(sql`amount_cents >= 0`))
    .addColumn('currency', 'text', (c) => c.notNull().defaultTo('EUR'))
    .addColumn('charge', 'text', (c) => c.notNull())
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('provider_checkout_id', 'text', (c) => c.unique())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('paid_at', 'text')
    .addColumn('fulfilled_at', 'text')
    .execute()
  await db.schema
    .createIndex('customer_order_status_idx')
    .on('customer_order')
    .column('status')
    .execute()

  // One enrollment per user and course (nulls are distinct on both engines).
  await db.schema
    .createTable('enrollment')
    .addColumn('id', 'integer', id)
    .addColumn('user_id', 'integer', (c) =>
      c.notNull().references('app_user.id').onDelete('cascade'),
    )
    .addColumn('course_id', 'integer', (c) => c.references('course.id').onDelete('cascade'))
    .addColumn('online_course_id', 'integer', (c) =>
      c.references('online_course.id').onDelete('cascade'),
    )
    .addColumn('order_id', 'integer', (c) => c.references('customer_order.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('enrollment_user_course_unique', ['user_id', 'course_id'])
    .addUniqueConstraint('enrollment_user_online_course_unique', ['user_id', 'online_course_id'])
    .addCheckConstraint(
      'enrollment_one_item_check',
      sql`(course_id is null) <> (online_course_id is null)`,
    )
    .execute()

  await db.schema
    .createTable('lesson_progress')
    .addColumn('user_id', 'integer', (c) =>
      c.notNull().references('app_user.id').onDelete('cascade'),
    )
    .addColumn('lesson_id', 'integer', (c) =>
      c.notNull().references('lesson.id').onDelete('cascade'),
    )
    .addColumn('position_seconds', 'real', (c) => c.notNull().defaultTo(0))
    .addColumn('completed', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('lesson_progress_pk', ['user_id', 'lesson_id'])
    .execute()

  await db.schema
    .createTable('withdrawal')
    .addColumn('id', 'integer', id)
    .addColumn('user_id', 'integer', (c) =>
      c.notNull().references('app_user.id').onDelete('restrict'),
    )
    .addColumn('amount_cents', 'integer', (c) => c.check(sql`amount_cents >= 0`))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('In attesa'))
    .addColumn('requested_at', 'text', (c) => c.notNull())
    .addColumn('decided_at', 'text')
    .addColumn('decided_by', 'integer', (c) => c.references('app_user.id').onDelete('set null'))
    .execute()

  // The ledger: one commission per order, one reservation and one release per withdrawal.
  await db.schema
    .createTable('affiliate_entry')
    .addColumn('id', 'integer', id)
    .addColumn('user_id', 'integer', (c) =>
      c.notNull().references('app_user.id').onDelete('restrict'),
    )
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('amount_cents', 'integer', (c) => c.notNull())
    .addColumn('order_id', 'integer', (c) =>
      c.unique().references('customer_order.id').onDelete('restrict'),
    )
    .addColumn('withdrawal_id', 'integer', (c) =>
      c.references('withdrawal.id').onDelete('restrict'),
    )
    .addColumn('available_at', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('affiliate_entry_withdrawal_kind_unique', ['withdrawal_id', 'kind'])
    .execute()
  await db.schema
    .createIndex('affiliate_entry_user_idx')
    .on('affiliate_entry')
    .column('user_id')
    .execute()

  await db.schema
    .createTable('identity_document')
    .addColumn('id', 'integer', id)
    .addColumn('user_id', 'integer', (c) =>
      c.notNull().references('app_user.id').onDelete('cascade'),
    )
    .addColumn('front_id', 'text', (c) => c.notNull().references('asset.id').onDelete('restrict'))
    .addColumn('back_id', 'text', (c) => c.notNull().references('asset.id').onDelete('restrict'))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('decided_at', 'text')
    .addColumn('decided_by', 'integer', (c) => c.references('app_user.id').onDelete('set null'))
    .execute()

  await db.schema
    .createTable('audit_log')
    .addColumn('id', 'integer', id)
    .addColumn('actor_user_id', 'integer', (c) => c.references('app_user.id').onDelete('set null'))
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('target_type', 'text', (c) => c.notNull())
    .addColumn('target_id', 'text')
    .addColumn('detail', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute()
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'audit_log',
    'identity_document',
    'affiliate_entry',
    'withdrawal',
    'lesson_progress',
    'enrollment',
    'customer_order',
    'newsletter_delivery',
    'newsletter_campaign',
    'newsletter_subscriber',
    'information_request',
    'contact_message',
    'review',
    'faq',
    'article',
    'lesson',
    'online_course',
    'course_media',
    'course',
    'member',
    'topic',
    'asset',
    'one_time_token',
    'session',
    'app_user',
  ]) {
    await db.schema.dropTable(table).ifExists().execute()
  }
}
