/*
 * What the discount codes (features/coupons) ask of the checkout, which owns customer_order
 * (docs/architecture.md#cross-reads): how many orders use a code.
 */

export { countCouponUses, listCouponUseCounts } from './coupon-uses.repository.ts'
