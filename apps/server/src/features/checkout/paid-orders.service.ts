/*
 * What the admin's sales list (features/orders) asks of the checkout, which owns
 * customer_order (docs/architecture.md#boundaries): the paid orders and the duplicates to
 * refund, with their buyer.
 */

export { listPaidOrderPage, listPaidOrders, type PaidOrderRow } from './paid-orders.repository.ts'
