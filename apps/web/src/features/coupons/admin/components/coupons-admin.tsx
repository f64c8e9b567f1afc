import { useState } from 'react'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { Coupon } from '@aula/contract/coupons'
import { useTranslation } from '#src/lib/i18n/react.tsx'
import { useFormat } from '#src/lib/use-format.ts'
import { Button } from '#src/components/ui/button.tsx'
import { FormMessage } from '#src/components/ui/form-message.tsx'
import { EmptyState } from '#src/components/ui/query-state.tsx'
import { LoadState } from '#src/components/admin/load-state.tsx'
import { couponsQueryOptions, useCoupons } from '../api/get-coupons.ts'
import { deleteCoupon } from '../api/delete-coupon.ts'
import { CouponForm } from './coupon-form.tsx'

/**
 * /pannello/codici-sconto: the form of a new discount code, then every code with its
 * discount, the days it is valid, how many orders used it (and how many open checkouts
 * hold it now) against its limit, and whether it is active; each can be edited or deleted.
 */
export function CouponsAdmin() {
  const { t } = useTranslation()
  const { formatDate, formatPrice } = useFormat()
  const coupons = useCoupons()
  const queryClient = useQueryClient()
  const [editing, setEditing] = useState<Coupon | null>(null)
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null)
  const remove = useMutation({
    mutationFn: (coupon: Coupon) => deleteCoupon(coupon.id),
    onSuccess: async (_answer, coupon) => {
      if (editing?.id === coupon.id) setEditing(null)
      setNotice({ tone: 'success', text: t('adminCoupons.deleted', { code: coupon.code }) })
      await queryClient.invalidateQueries({ queryKey: couponsQueryOptions().queryKey })
    },
    onError: () => setNotice({ tone: 'error', text: t('adminCoupons.deleteError') }),
  })

  const discountOf = (coupon: Coupon) =>
    coupon.kind === 'percent' ? `${coupon.percent} %` : formatPrice(coupon.amount)
  const validity = (coupon: Coupon) =>
    coupon.validFrom && coupon.validUntil
      ? t('adminCoupons.fromTo', {
          from: formatDate(coupon.validFrom),
          until: formatDate(coupon.validUntil),
        })
      : coupon.validFrom
        ? t('adminCoupons.fromOn', { from: formatDate(coupon.validFrom) })
        : coupon.validUntil
          ? t('adminCoupons.until', { until: formatDate(coupon.validUntil) })
          : t('adminCoupons.always')

  return (
    <LoadState query={coupons}>
      {(data) => (
        <div className="flex flex-col gap-8">
          <section aria-labelledby="coupon-form-title" className="flex flex-col gap-4">
            <h2 id="coupon-form-title" className="text-xl font-bold text-charcoal-900">
              {editing
                ? t('adminCoupons.editTitle', { code: editing.code })
                : t('adminCoupons.newTitle')}
            </h2>
            <CouponForm
              key={editing?.id ?? 'new'}
              coupon={editing ?? undefined}
              items={data}
              onDone={editing ? () => setEditing(null) : undefined}
            />
          </section>
          <section aria-labelledby="coupon-list-title" className="flex flex-col gap-4">
            <h2 id="coupon-list-title" className="text-xl font-bold text-charcoal-900">
              {t('adminCoupons.listTitle')}
            </h2>
            {notice ? <FormMessage tone={notice.tone}>{notice.text}</FormMessage> : null}
            {data.coupons.length === 0 ? (
              <EmptyState title={t('adminCoupons.empty')} />
            ) : (
              <div className="overflow-x-auto rounded-3xl border border-flour-300 bg-flour-50">
                <table className="w-full min-w-[48rem] border-collapse text-left text-sm">
                  <thead className="bg-flour-200 text-charcoal-800">
                    <tr>
                      <th scope="col" className="px-4 py-3">
                        {t('adminCoupons.code')}
                      </th>
                      <th scope="col" className="px-4 py-3">
                        {t('adminCoupons.discount')}
                      </th>
                      <th scope="col" className="px-4 py-3">
                        {t('adminCoupons.validity')}
                      </th>
                      <th scope="col" className="px-4 py-3">
                        {t('adminCoupons.uses')}
                      </th>
                      <th scope="col" className="px-4 py-3">
                        {t('adminCoupons.state')}
                      </th>
                      <th scope="col" className="px-4 py-3">
                        <span className="sr-only">{t('adminCoupons.actions')}</span>
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.coupons.map((coupon) => (
                      <tr key={coupon.id} className="border-t border-flour-300 align-top">
                        <th scope="row" className="px-4 py-3 font-mono font-semibold">
                          {coupon.code}
                          {coupon.courseIds.length + coupon.onlineCourseIds.length > 0 ? (
                            <span className="block font-sans text-xs font-normal text-charcoal-700">
                              {t('adminCoupons.limitedTo', {
                                count: coupon.courseIds.length + coupon.onlineCourseIds.length,
                              })}
                            </span>
                          ) : null}
                        </th>
                        <td className="px-4 py-3">{discountOf(coupon)}</td>
                        <td className="px-4 py-3">{validity(coupon)}</td>
                        <td className="px-4 py-3 tabular-nums">
                          {coupon.maxUses === null
                            ? t('adminCoupons.usedUnlimited', { uses: coupon.uses })
                            : t('adminCoupons.usedOf', {
                                uses: coupon.uses,
                                max: coupon.maxUses,
                              })}
                          {coupon.held > 0 ? (
                            <span className="block text-xs text-charcoal-700">
                              {t('adminCoupons.held', { count: coupon.held })}
                            </span>
                          ) : null}
                        </td>
                        <td className="px-4 py-3">
                          {coupon.active ? t('adminCoupons.on') : t('adminCoupons.off')}
                        </td>
                        <td className="flex flex-wrap gap-2 px-4 py-3">
                          <Button
                            size="sm"
                            variant="secondary"
                            aria-label={t('adminCoupons.editCode', { code: coupon.code })}
                            onClick={() => {
                              setNotice(null)
                              setEditing(coupon)
                            }}
                          >
                            {t('adminCoupons.edit')}
                          </Button>
                          <Button
                            size="sm"
                            variant="ghost"
                            aria-label={t('adminCoupons.deleteCode', { code: coupon.code })}
                            disabled={remove.isPending}
                            onClick={() => {
                              if (
                                window.confirm(
                                  t('adminCoupons.confirmDelete', { code: coupon.code }),
                                )
                              ) {
                                remove.mutate(coupon)
                              }
                            }}
                          >
                            {t('adminCoupons.delete')}
                          </Button>
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </section>
        </div>
      )}
    </LoadState>
  )
}
