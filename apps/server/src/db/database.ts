import type { AuthTables } from './tables/auth.ts'
import type { AssetTables } from './tables/assets.ts'
import type { TopicTables } from './tables/topics.ts'
import type { MemberTables } from './tables/members.ts'
import type { CourseTables } from './tables/courses.ts'
import type { OnlineCourseTables } from './tables/online-courses.ts'
import type { ArticleTables } from './tables/articles.ts'
import type { FaqTables } from './tables/faqs.ts'
import type { ReviewTables } from './tables/reviews.ts'
import type { ContactTables } from './tables/contact.ts'
import type { NewsletterTables } from './tables/newsletter.ts'
import type { CheckoutTables } from './tables/checkout.ts'
import type { EnrollmentTables } from './tables/enrollment.ts'
import type { AffiliateTables } from './tables/affiliate.ts'
import type { ProfileTables } from './tables/profile.ts'
import type { AuditTables } from './tables/audit.ts'
import type { AppSettingTables } from './tables/app-settings.ts'
import type { ContentVersionTables } from './tables/content-version.ts'
import type { MailQueueTables } from './tables/mail-queue.ts'
import type { EditionTables } from './tables/editions.ts'
import type { CertificateTables } from './tables/certificates.ts'
import type { CouponTables } from './tables/coupons.ts'
import type { ReceiptTables } from './tables/receipts.ts'
import type { PrivacyTables } from './tables/privacy.ts'

/**
 * Row types of every table, composed from one file per owning feature under tables/
 * (docs/architecture.md#boundaries). They hold on both engines as they are written: the
 * PostgreSQL pool reads values as SQLite does (pg-types.ts), so a row needs no conversion.
 * - ids are integer identities (numbers); flags are integers 1/0 (`Flag`); money is integer
 *   cents; counts and sums come back as numbers (type them: `eb.fn.countAll<number>()`);
 * - timestamps are ISO 8601 UTC strings (`new Date().toISOString()`), so they sort as text;
 * - calendar dates (course start/end, birth date) are 'YYYY-MM-DD' strings.
 */
export interface Database
  extends
    AuthTables,
    AssetTables,
    TopicTables,
    MemberTables,
    CourseTables,
    OnlineCourseTables,
    ArticleTables,
    FaqTables,
    ReviewTables,
    ContactTables,
    NewsletterTables,
    CheckoutTables,
    EnrollmentTables,
    AffiliateTables,
    ProfileTables,
    AuditTables,
    AppSettingTables,
    ContentVersionTables,
    MailQueueTables,
    EditionTables,
    CertificateTables,
    CouponTables,
    ReceiptTables,
    PrivacyTables {}

export type { Flag } from './tables/flag.ts'
export type * from './tables/auth.ts'
export type * from './tables/assets.ts'
export type * from './tables/topics.ts'
export type * from './tables/members.ts'
export type * from './tables/courses.ts'
export type * from './tables/online-courses.ts'
export type * from './tables/articles.ts'
export type * from './tables/faqs.ts'
export type * from './tables/reviews.ts'
export type * from './tables/contact.ts'
export type * from './tables/newsletter.ts'
export type * from './tables/checkout.ts'
export type * from './tables/enrollment.ts'
export type * from './tables/affiliate.ts'
export type * from './tables/profile.ts'
export type * from './tables/audit.ts'
export type * from './tables/app-settings.ts'
export type * from './tables/content-version.ts'
export type * from './tables/mail-queue.ts'
export type * from './tables/editions.ts'
export type * from './tables/certificates.ts'
export type * from './tables/coupons.ts'
export type * from './tables/receipts.ts'
export type * from './tables/privacy.ts'
