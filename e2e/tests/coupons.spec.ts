import { expect, test } from '@playwright/test'
import { demo, expectAccessible, payWithCard, registerMember } from './support.ts'
import { field, logInAsAdmin, main } from './admin-support.ts'

/*
 * Discount codes (docs/product.md#coupons): the admin creates a 20 % code in the panel, a
 * member applies it at checkout, sees the discount and the new total, and pays that total
 * with the demo card; the admin's paid orders show the code and the receipt number. A
 * 100 % code enrols the member at once, without the card form and without a receipt.
 */

const COURSE = 'Pizza napoletana a casa'

test('a member pays the discounted total with a 20 % code the admin created', async ({
  page,
  browser,
}) => {
  const code = `PIZZA${Date.now().toString(36).toUpperCase()}`

  await logInAsAdmin(page)
  await page.goto('/pannello')
  await main(page).getByRole('link', { name: 'Codici sconto' }).click()
  await expect(page).toHaveURL(/\/pannello\/codici-sconto$/)
  await field(main(page), 'Codice').fill(code.toLowerCase())
  await field(main(page), 'Percentuale di sconto (da 1 a 100)').fill('20')
  await field(main(page), 'Utilizzi in tutto').fill('10')
  await main(page).getByRole('button', { name: 'Crea codice' }).click()
  await expect(main(page).getByRole('status')).toContainText('Codice sconto creato.')
  const row = main(page).getByRole('row', { name: new RegExp(code) })
  await expect(row).toContainText('20 %')
  await expect(row).toContainText('0 su 10')
  await expectAccessible(page, 'the discount codes')

  const memberContext = await browser.newContext()
  const member = await memberContext.newPage()
  await registerMember(member, { name: 'Giulia Sconti', inviteCode: demo.user.inviteCode })
  await member.goto('/checkout/onlinecourse/Pizza-napoletana-a-casa')
  await expect(main(member).getByText('Totale da pagare ora')).toBeVisible()
  await expect(member.getByRole('button', { name: /^Paga 49,00\s€$/ })).toBeVisible()

  // A wrong code is refused in the field; the right one, typed in lower case, is applied.
  const codeField = main(member).getByRole('textbox', { name: 'Hai un codice sconto?' })
  await codeField.fill('SBAGLIATO')
  await main(member).getByRole('button', { name: 'Applica' }).click()
  await expect(main(member).getByText(/Questo codice sconto non esiste/)).toBeVisible()
  await codeField.fill(code.toLowerCase())
  await main(member).getByRole('button', { name: 'Applica' }).click()
  await expect(main(member).getByText(`Codice ${code} applicato`, { exact: false })).toContainText(
    /sconto di 9,80\s€\. Paghi 39,20\s€ invece di 49,00\s€/,
  )
  await expect(member.getByRole('button', { name: /^Paga 39,20\s€$/ })).toBeVisible()
  await expectAccessible(member, 'the checkout with a discount code')

  await payWithCard(member, '4242 4242 4242 4242')
  await expect(member.getByText('Pagamento effettuato con successo')).toBeVisible()
  await memberContext.close()

  // The admin sees the use and the order with its code.
  await page.reload()
  await expect(main(page).getByRole('row', { name: new RegExp(code) })).toContainText('1 su 10')
  await page.goto('/pannello/ordini')
  const order = main(page).getByRole('row', { name: /Giulia Sconti/ })
  await expect(order).toContainText(COURSE)
  await expect(order).toContainText(/39,20\s€/)
  await expect(order).toContainText(new RegExp(`Codice ${code}: −9,80\\s€`))
  await expect(
    order.getByRole('link', { name: /^Ricevuta n\. \d{4}\/\d{6} in PDF$/ }),
  ).toBeVisible()
})

test('a 100 % code enrols the member at once, without the card form', async ({ page, browser }) => {
  const code = `GRATIS${Date.now().toString(36).toUpperCase()}`

  await logInAsAdmin(page)
  await page.goto('/pannello/codici-sconto')
  await field(main(page), 'Codice').fill(code)
  await field(main(page), 'Percentuale di sconto (da 1 a 100)').fill('100')
  await field(main(page), 'Utilizzi in tutto').fill('1')
  await main(page).getByRole('button', { name: 'Crea codice' }).click()
  await expect(main(page).getByRole('status')).toContainText('Codice sconto creato.')

  const memberContext = await browser.newContext()
  const member = await memberContext.newPage()
  await registerMember(member, { name: 'Paolo Gratis', inviteCode: demo.user.inviteCode })
  await member.goto('/checkout/onlinecourse/Pizza-napoletana-a-casa')
  await expect(member.getByRole('button', { name: /^Paga 49,00\s€$/ })).toBeVisible()
  await main(member).getByRole('textbox', { name: 'Hai un codice sconto?' }).fill(code)
  await main(member).getByRole('button', { name: 'Applica' }).click()
  await expect(
    main(member).getByText("Iscrizione completata: il codice sconto copre l'intero importo"),
  ).toBeVisible()
  await expect(member.getByRole('button', { name: /^Paga/ })).toHaveCount(0)
  await expectAccessible(member, 'the checkout completed by a 100 % code')
  await main(member).getByRole('link', { name: 'Vai al videocorso' }).click()
  await expect(member).toHaveURL(/Pizza-napoletana-a-casa/)
  await memberContext.close()

  // The code's only use is taken; the order is there at 0, without a receipt.
  await page.reload()
  await expect(main(page).getByRole('row', { name: new RegExp(code) })).toContainText('1 su 1')
  await page.goto('/pannello/ordini')
  const order = main(page).getByRole('row', { name: /Paolo Gratis/ })
  await expect(order).toContainText(/0,00\s€/)
  await expect(order).toContainText('Nessuna')
})
