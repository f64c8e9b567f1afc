import { useId, useRef } from 'react'
import { useTranslation } from '#src/lib/i18n/react.tsx'
import { useSearchParams } from 'react-router'
import { ReceiptPaths } from '@aula/contract/routes/receipts'
import { pageCount } from '#src/components/ui/paged-list.tsx'
import { Pagination, useFocusOnPageChange } from '#src/components/ui/pagination.tsx'
import { EmptyState } from '#src/components/ui/query-state.tsx'
import { catalogFiltersOf } from '#src/lib/catalog-filters.ts'
import { useFormat } from '#src/lib/use-format.ts'
import { usePaidCourses } from '../api/get-paid-courses.ts'
import { LoadState } from '#src/components/admin/load-state.tsx'
import { MissingPage } from '#src/components/admin/missing-page.tsx'

/**
 * /pannello/ordini: the paid orders, newest first, a page at a time (`?pagina=2`, numbered
 * pages under the table), with the total of all the sales on every page. A payment
 * for a course its buyer already had is marked to refund (with when the refund was asked
 * of the payment provider) and stays out of the total. Each order shows its receipt's
 * number, a link to its PDF (docs/product.md#receipts); a refunded duplicate or a free
 * order has none. On a phone the table
 * scrolls sideways inside its own box (it can be focused and scrolled with the keyboard).
 */
export function OrdersTable() {
  const { t } = useTranslation()
  const { formatDateTime, formatPrice } = useFormat()
  const [params] = useSearchParams()
  const { page } = catalogFiltersOf(params)
  const orders = usePaidCourses(page)
  const captionId = useId()
  const region = useRef<HTMLDivElement>(null)
  // Turning the page takes the focus to the table, whose caption names the page.
  useFocusOnPageChange(page, region)
  return (
    <LoadState query={orders}>
      {({ data, total, count, ...paging }) => {
        const pages = pageCount({ ...paging, total: count })
        if (count === 0) return <EmptyState title={t('adminPanel.orders.empty')} />
        if (data.length === 0) return <MissingPage pages={pages} />
        return (
          <>
            <div
              ref={region}
              role="region"
              aria-labelledby={captionId}
              aria-busy={orders.isPlaceholderData}
              // A box that scrolls must take the focus, or keyboard users cannot scroll it.
              // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
              tabIndex={0}
              className="overflow-x-auto rounded-3xl border border-flour-300 bg-flour-50 shadow-sm"
            >
              <table className="w-full min-w-[64rem] border-collapse text-left text-sm">
                <caption id={captionId} className="px-5 pt-5 pb-3 text-left text-charcoal-700">
                  {t('adminPanel.orders.caption', { number: count })}
                  {pages > 1 ? ` ${t('pagination.list', { page: paging.page, pages })}.` : null}
                </caption>
                <thead className="bg-flour-200 text-charcoal-800">
                  <tr>
                    <th scope="col" className="px-4 py-3 font-semibold">
                      {t('adminPanel.orders.customer')}
                    </th>
                    <th scope="col" className="px-4 py-3 font-semibold">
                      {t('adminPanel.orders.email')}
                    </th>
                    <th scope="col" className="px-4 py-3 font-semibold">
                      {t('adminPanel.orders.course')}
                    </th>
                    <th scope="col" className="px-4 py-3 font-semibold">
                      {t('adminPanel.orders.type')}
                    </th>
                    <th scope="col" className="px-4 py-3 text-right font-semibold">
                      {t('adminPanel.orders.amount')}
                    </th>
                    <th scope="col" className="px-4 py-3 font-semibold">
                      {t('adminPanel.orders.charge')}
                    </th>
                    <th scope="col" className="px-4 py-3 font-semibold">
                      {t('adminPanel.orders.date')}
                    </th>
                    <th scope="col" className="px-4 py-3 font-semibold">
                      {t('adminPanel.orders.state')}
                    </th>
                    <th scope="col" className="px-4 py-3 font-semibold">
                      {t('adminPanel.orders.receipt')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {data.map((order) => (
                    <tr key={order.id} className="border-t border-flour-300 align-top">
                      <th scope="row" className="px-4 py-3 font-semibold text-charcoal-900">
                        {order.name}
                      </th>
                      <td className="px-4 py-3 break-all">
                        <a
                          href={`mailto:${order.email}`}
                          className="text-tomato-700 hover:underline"
                        >
                          {order.email}
                        </a>
                      </td>
                      <td className="px-4 py-3">{order.title}</td>
                      <td className="px-4 py-3">
                        {order.type === 'course'
                          ? t('adminPanel.orders.inPerson')
                          : t('adminPanel.orders.online')}
                      </td>
                      <td className="px-4 py-3 text-right whitespace-nowrap tabular-nums">
                        {formatPrice(order.amount)}
                        {order.coupon ? (
                          <span className="block text-xs text-charcoal-700">
                            {t('adminCoupons.orderCode', {
                              code: order.coupon.code,
                              discount: formatPrice(order.coupon.discount),
                            })}
                          </span>
                        ) : null}
                      </td>
                      <td className="px-4 py-3">
                        {order.charge === 'deposit'
                          ? t('adminPanel.orders.deposit')
                          : t('adminPanel.orders.full')}
                      </td>
                      <td className="px-4 py-3 whitespace-nowrap">
                        {formatDateTime(order.paidAt)}
                      </td>
                      <td className="px-4 py-3">
                        {order.refund ? (
                          <>
                            <span className="inline-block rounded-full bg-tomato-100 px-2.5 py-0.5 text-xs font-bold text-tomato-800">
                              {t('adminPanel.orders.toRefund')}
                            </span>
                            <span className="mt-1 block text-xs text-charcoal-700">
                              {order.refund.requestedAt
                                ? t('adminPanel.orders.refundRequested', {
                                    date: formatDateTime(order.refund.requestedAt),
                                  })
                                : t('adminPanel.orders.refundByHand')}
                            </span>
                          </>
                        ) : (
                          t('adminPanel.orders.paid')
                        )}
                      </td>
                      <td className="px-4 py-3 whitespace-nowrap tabular-nums">
                        {order.receipt ? (
                          <a
                            href={ReceiptPaths.pdf(order.receipt.id)}
                            download
                            aria-label={t('adminPanel.orders.receiptPdf', {
                              number: order.receipt.number,
                            })}
                            className="text-tomato-700 hover:underline"
                          >
                            {order.receipt.number}
                          </a>
                        ) : (
                          <span className="text-charcoal-700">
                            {t('adminPanel.orders.noReceipt')}
                          </span>
                        )}
                      </td>
                    </tr>
                  ))}
                </tbody>
                <tfoot>
                  <tr className="border-t-2 border-charcoal-800 bg-flour-100">
                    <th scope="row" colSpan={4} className="px-4 py-3 text-right font-bold">
                      {pages > 1 ? t('adminPanel.orders.totalAll') : t('adminPanel.orders.total')}
                    </th>
                    <td className="px-4 py-3 text-right font-bold whitespace-nowrap tabular-nums">
                      {formatPrice(total)}
                    </td>
                    <td colSpan={4} />
                  </tr>
                </tfoot>
              </table>
            </div>
            <Pagination page={paging.page} pages={pages} />
          </>
        )
      }}
    </LoadState>
  )
}
