import { uniqueEmail } from '#test/helper.ts'

/** A contact message (variant A) as the web sends it: every field filled in. */
export const goodContact = () => ({
  name: 'Giulia Rossi',
  email: uniqueEmail('giulia'),
  phoneNumber: '+39 333 123 4567',
  gender: 'donna',
  statoLavorativo: 'disoccupato',
  message: 'Vorrei sapere quando parte il prossimo corso base.\nGrazie!',
})

/** An information request (variant B) as the web sends it, the surname included. */
export const goodModule = () => ({
  name: 'Luca',
  surname: 'Bianchi',
  email: uniqueEmail('luca'),
  birth_date: '1995-04-23',
  city: 'Napoli',
  phonenumber: '081 555 1234',
  interested_in: 'Corso base di pizzaiolo',
  objective: 'Aprire una pizzeria',
  spending: 1500,
  message: 'Ci sono date a giugno?',
  accept_terms: true,
})

export const goodReview = () => ({
  name: 'Marta',
  review: 'Corso bellissimo.',
  rating: 5,
})
