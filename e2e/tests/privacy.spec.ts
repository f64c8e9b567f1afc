import fs from 'node:fs'
import { expect, test } from '@playwright/test'
import { strFromU8, unzipSync } from 'fflate'
import { demo, expectAccessible, registerMember } from './support.ts'

/*
 * Privacy (docs/product.md#privacy): a member gives a consent, downloads their data as a
 * ZIP, then deletes the account with their password and can no longer sign in.
 */

test('a member downloads their data, then deletes the account and cannot sign in', async ({
  page,
}) => {
  test.setTimeout(90_000)
  const member = await registerMember(page, {
    name: 'Chiara Neri',
    inviteCode: demo.admin.inviteCode,
  })

  await page.goto('/utente')
  const privacy = page.getByRole('region', { name: 'Privacy e dati' })
  await expect(privacy).toBeVisible()
  await privacy.getByRole('checkbox', { name: 'Offerte e promozioni' }).check()
  await expect(privacy.getByText('Preferenza salvata.')).toBeVisible()

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    privacy.getByRole('button', { name: 'Scarica i miei dati' }).click(),
  ])
  expect(download.suggestedFilename()).toMatch(/^aula-my-data-\d{4}-\d{2}-\d{2}\.zip$/)
  await expect(privacy.getByText('Download avviato.')).toBeVisible()
  const zip = unzipSync(new Uint8Array(fs.readFileSync((await download.path())!)))
  const data = JSON.parse(strFromU8(zip['data.json']!))
  expect(data.account).toMatchObject({ email: member.email, name: 'Chiara Neri' })
  expect(data.consents.map((c: { consent: string }) => c.consent).sort()).toEqual([
    'marketing',
    'terms',
  ])

  // What goes and what stays is said before the dialog asks for the password.
  await expect(privacy.getByText(/gli ordini e le ricevute, per 10 anni/)).toBeVisible()
  await privacy.getByRole('button', { name: 'Elimina il mio account' }).click()
  const dialog = page.getByRole('dialog', { name: "Eliminare definitivamente l'account?" })
  await expect(dialog.getByLabel('Password')).toBeFocused()
  await expectAccessible(page, 'the delete-account dialog')
  await dialog.getByLabel('Password').fill('non è la mia password')
  await dialog.getByRole('button', { name: 'Elimina definitivamente' }).click()
  await expect(dialog.getByRole('alert')).toContainText('La password non è corretta.')
  await dialog.getByLabel('Password').fill(member.password)
  await dialog.getByRole('button', { name: 'Elimina definitivamente' }).click()

  // Signed out, back home, and the account no longer opens.
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByRole('banner').getByRole('link', { name: 'Accedi' })).toBeVisible()
  await page.goto('/login')
  const main = page.getByRole('main')
  await main.getByLabel('E-mail').fill(member.email)
  await main.getByLabel('Password', { exact: true }).fill(member.password)
  await main.getByRole('button', { name: 'Accedi' }).click()
  await expect(page.getByRole('alert')).toContainText('Credenziali non valide')
})
