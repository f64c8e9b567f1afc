import type { Generated } from 'kysely'

/** Messages and information requests from the contact forms (features/contact). */
export interface ContactTables {
  contact_message: ContactMessageTable
  information_request: InformationRequestTable
}

export interface ContactMessageTable {
  id: Generated<number>
  name: string
  email: string
  phone_number: string
  gender: string
  stato_lavorativo: string
  message: string
  read_at: string | null
  created_at: string
}

export interface InformationRequestTable {
  id: Generated<number>
  name: string
  surname: string
  email: string
  birth_date: string
  city: string
  phone_number: string
  interested_in: string
  objective: string
  spending: number
  message: string
  read_at: string | null
  created_at: string
}
