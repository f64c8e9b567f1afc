import { useQueryClient } from '@tanstack/react-query'
import {
  CouponInputSchema,
  CouponLimits,
  CouponMessages,
  type Coupon,
  type CouponInput,
  type CouponsAnswer,
} from '@aula/contract/coupons'
import { useTranslation } from '#src/lib/i18n/react.tsx'
import { CheckboxField, InputField, SelectBox } from '#src/components/ui/form/fields.tsx'
import { Form, FormFooter } from '#src/components/ui/form/form.tsx'
import { useEndpointForm } from '#src/components/ui/form/use-endpoint-form.ts'
import { Button } from '#src/components/ui/button.tsx'
import { saveCoupon } from '../api/save-coupon.ts'
import { couponsQueryOptions } from '../api/get-coupons.ts'

/** The contract's words on this form's fields, and the keys shown instead. */
const COUPON_WORDS = {
  messages: {
    [CouponMessages.codeFormat]: 'adminCoupons.errors.codeFormat',
    [CouponMessages.codeTaken]: 'adminCoupons.errors.codeTaken',
    [CouponMessages.percent]: 'adminCoupons.errors.percent',
    [CouponMessages.amount]: 'adminCoupons.errors.amount',
    [CouponMessages.maxUses]: 'adminCoupons.errors.maxUses',
    [CouponMessages.untilBeforeFrom]: 'adminCoupons.errors.untilBeforeFrom',
    [CouponMessages.unknownItem]: 'adminCoupons.errors.unknownItem',
  },
}

const blank: CouponInput = {
  code: '',
  kind: 'percent',
  percent: '',
  amount: '',
  validFrom: '',
  validUntil: '',
  maxUses: '',
  active: true,
  courseIds: [],
  onlineCourseIds: [],
}

/** What the form shows for a stored code (amounts typed the Italian way, 12,50). */
function valuesOf(coupon: Coupon): CouponInput {
  return {
    code: coupon.code,
    kind: coupon.kind,
    percent: coupon.percent === null ? '' : String(coupon.percent),
    amount: coupon.amount === null ? '' : coupon.amount.toFixed(2).replace('.', ','),
    validFrom: coupon.validFrom ?? '',
    validUntil: coupon.validUntil ?? '',
    maxUses: coupon.maxUses === null ? '' : String(coupon.maxUses),
    active: coupon.active,
    courseIds: coupon.courseIds,
    onlineCourseIds: coupon.onlineCourseIds,
  }
}

type Items = Pick<CouponsAnswer, 'courses' | 'onlineCourses'>

/**
 * The admin's form of a discount code (docs/product.md#coupons): a new one, or `coupon` to
 * edit. A percentage or a fixed amount, the days it is valid, how many orders may use it,
 * whether it is active, and the courses it is limited to (none: all of them).
 */
export function CouponForm({
  coupon,
  items,
  onDone,
}: {
  coupon?: Coupon
  items: Items
  onDone?: () => void
}) {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  const form = useEndpointForm({
    schema: CouponInputSchema,
    defaultValues: coupon ? valuesOf(coupon) : blank,
    send: ({ raw }) => saveCoupon(raw, coupon?.id),
    success: coupon ? 'adminCoupons.edited' : 'adminCoupons.created',
    failure: { failure: 'adminCoupons.saveError', notFound: 'adminCoupons.gone' },
    serverWords: COUPON_WORDS,
    resetTo: coupon ? (answer) => valuesOf(answer.coupon) : undefined,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: couponsQueryOptions().queryKey }),
  })
  const kind = form.watch('kind')
  const chosenCourses = form.watch('courseIds')
  const chosenOnline = form.watch('onlineCourseIds')
  const toggle = (field: 'courseIds' | 'onlineCourseIds', id: number, on: boolean) => {
    const current = form.getValues(field)
    form.setValue(field, on ? [...current, id] : current.filter((item) => item !== id))
  }

  return (
    <Form form={form} marks note={t('adminForms.requiredNote')}>
      <InputField
        label={t('adminCoupons.code')}
        hint={t('adminCoupons.codeHint')}
        required
        autoComplete="off"
        maxLength={CouponLimits.code}
        error={form.errorText('code')}
        {...form.register('code')}
      />
      <SelectBox label={t('adminCoupons.kind')} {...form.register('kind')}>
        <option value="percent">{t('adminCoupons.kindPercent')}</option>
        <option value="fixed">{t('adminCoupons.kindFixed')}</option>
      </SelectBox>
      {kind === 'percent' ? (
        <InputField
          label={t('adminCoupons.percent')}
          required
          inputMode="numeric"
          error={form.errorText('percent')}
          {...form.register('percent')}
        />
      ) : (
        <InputField
          label={t('adminCoupons.amount')}
          hint={t('adminCoupons.amountHint')}
          required
          inputMode="decimal"
          error={form.errorText('amount')}
          {...form.register('amount')}
        />
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <InputField
          label={t('adminCoupons.validFrom')}
          type="date"
          error={form.errorText('validFrom')}
          {...form.register('validFrom')}
        />
        <InputField
          label={t('adminCoupons.validUntil')}
          type="date"
          error={form.errorText('validUntil')}
          {...form.register('validUntil')}
        />
      </div>
      <InputField
        label={t('adminCoupons.maxUses')}
        hint={t('adminCoupons.maxUsesHint')}
        inputMode="numeric"
        error={form.errorText('maxUses')}
        {...form.register('maxUses')}
      />
      <CheckboxField
        label={t('adminCoupons.active')}
        hint={t('adminCoupons.activeHint')}
        {...form.register('active')}
      />
      <fieldset className="flex flex-col gap-2 rounded-2xl border border-flour-300 p-4">
        <legend className="px-1 font-semibold text-charcoal-900">{t('adminCoupons.items')}</legend>
        <p className="text-sm text-charcoal-700">{t('adminCoupons.itemsHint')}</p>
        {items.courses.map((course) => (
          <CheckboxField
            key={`c${course.id}`}
            label={`${t('adminCoupons.course')}: ${course.title}`}
            checked={chosenCourses.includes(course.id)}
            onChange={(event) => toggle('courseIds', course.id, event.target.checked)}
          />
        ))}
        {items.onlineCourses.map((course) => (
          <CheckboxField
            key={`o${course.id}`}
            label={`${t('adminCoupons.onlineCourse')}: ${course.title}`}
            checked={chosenOnline.includes(course.id)}
            onChange={(event) => toggle('onlineCourseIds', course.id, event.target.checked)}
          />
        ))}
        {(form.otherError('courseIds') ?? form.errorText('courseIds')) ? (
          <p className="text-sm font-semibold text-tomato-800">
            {form.otherError('courseIds') ?? form.errorText('courseIds')}
          </p>
        ) : null}
      </fieldset>
      <FormFooter
        form={form}
        submit={t(coupon ? 'adminCoupons.save' : 'adminCoupons.create')}
        pendingLabel={t('adminForms.saving')}
      />
      {onDone ? (
        <Button variant="secondary" type="button" onClick={onDone}>
          {t('adminCoupons.closeEdit')}
        </Button>
      ) : null}
    </Form>
  )
}
