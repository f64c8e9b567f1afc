import { useQueryClient } from '@tanstack/react-query'
import { z } from 'zod/mini'
import {
  ReceiptLimits,
  ReceiptMessages,
  type SchoolFiscalDataAnswer,
} from '@aula/contract/receipts'
import { isValidCf, isValidPartitaIva, normalizePartitaIva } from '@aula/contract/tax-ids'
import { InputField } from '#src/components/ui/form/fields.tsx'
import { Form, FormFooter } from '#src/components/ui/form/form.tsx'
import { useEndpointForm } from '#src/components/ui/form/use-endpoint-form.ts'
import { useTranslation } from '#src/lib/i18n/react.tsx'
import { requiredText } from '#src/lib/validation.ts'
import { fiscalDataQueryOptions, saveFiscalData } from '../api/fiscal-data.ts'

type FiscalData = NonNullable<SchoolFiscalDataAnswer['fiscalData']>

const optional = (max: number) => z.string().check(z.trim(), z.maxLength(max, 'validation.tooLong'))

/** SchoolFiscalDataSchema's rules, with messages the admin reads in their language. */
const FiscalDataFormSchema = z.object({
  companyName: requiredText(ReceiptLimits.companyName),
  vatNumber: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'validation.required'),
      z.refine(isValidPartitaIva, 'adminReceipts.validation.vatNumber'),
    ),
  taxCode: z.string().check(
    z.trim(),
    z.minLength(1, 'validation.required'),
    z.refine((v) => isValidPartitaIva(v) || isValidCf(v), 'adminReceipts.validation.taxCode'),
  ),
  address: requiredText(ReceiptLimits.address),
  rea: optional(ReceiptLimits.rea),
  pec: optional(ReceiptLimits.pec).check(
    z.refine(
      (v) => v === '' || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v),
      'adminReceipts.validation.pec',
    ),
  ),
})

const valuesOf = (data: FiscalData | null) => ({
  companyName: data?.companyName ?? '',
  vatNumber: data?.vatNumber ?? '',
  taxCode: data?.taxCode ?? '',
  address: data?.address ?? '',
  rea: data?.rea ?? '',
  pec: data?.pec ?? '',
})

/** The server's words on these fields, and the keys shown instead. */
const serverWords = {
  messages: {
    [ReceiptMessages.invalidVatNumber]: 'adminReceipts.validation.vatNumber',
    [ReceiptMessages.invalidTaxCode]: 'adminReceipts.validation.taxCode',
    [ReceiptMessages.invalidPec]: 'adminReceipts.validation.pec',
  },
}

/**
 * /pannello/dati-fiscali: the school's fiscal identity printed on every receipt issued from
 * now on (docs/product.md#receipts). The partita IVA is checked with its check digit.
 */
export function FiscalDataForm({ data }: { data: FiscalData | null }) {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  const form = useEndpointForm({
    schema: FiscalDataFormSchema,
    defaultValues: valuesOf(data),
    send: ({ values }) =>
      saveFiscalData({
        ...values,
        vatNumber: normalizePartitaIva(values.vatNumber),
        rea: values.rea || null,
        pec: values.pec || null,
      }),
    success: 'adminReceipts.fiscal.saved',
    failure: { failure: 'adminReceipts.fiscal.saveError' },
    serverWords,
    resetTo: (answer) => valuesOf(answer.fiscalData),
    onSuccess: (answer) =>
      queryClient.setQueryData(fiscalDataQueryOptions().queryKey, answer.fiscalData),
  })
  return (
    <Form form={form} marks note={t('adminForms.requiredNote')}>
      <p className="text-charcoal-700">{t('adminReceipts.fiscal.intro')}</p>
      <InputField
        label={t('adminReceipts.fiscal.companyName')}
        required
        maxLength={ReceiptLimits.companyName}
        error={form.errorText('companyName')}
        {...form.register('companyName')}
      />
      <InputField
        label={t('adminReceipts.fiscal.vatNumber')}
        required
        inputMode="numeric"
        hint={t('adminReceipts.fiscal.vatNumberHint')}
        error={form.errorText('vatNumber')}
        {...form.register('vatNumber')}
      />
      <InputField
        label={t('adminReceipts.fiscal.taxCode')}
        required
        hint={t('adminReceipts.fiscal.taxCodeHint')}
        error={form.errorText('taxCode')}
        {...form.register('taxCode')}
      />
      <InputField
        label={t('adminReceipts.fiscal.address')}
        required
        maxLength={ReceiptLimits.address}
        error={form.errorText('address')}
        {...form.register('address')}
      />
      <InputField
        label={t('adminReceipts.fiscal.rea')}
        maxLength={ReceiptLimits.rea}
        error={form.errorText('rea')}
        {...form.register('rea')}
      />
      <InputField
        label={t('adminReceipts.fiscal.pec')}
        type="email"
        maxLength={ReceiptLimits.pec}
        error={form.errorText('pec')}
        {...form.register('pec')}
      />
      <FormFooter form={form} submit={t('adminForms.save')} pendingLabel={t('adminForms.saving')} />
    </Form>
  )
}
