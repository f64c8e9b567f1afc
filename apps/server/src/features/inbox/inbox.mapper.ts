import type { ContactMessage, InformationRequest } from '@aula/contract/admin'
import { toIsoTimestamp } from '#src/lib/row-values.ts'
import type { ContactRow, RequestRow } from '#src/features/contact/messages.service.ts'

export function toContactMessageDto(row: ContactRow): ContactMessage {
  return {
    kind: 'contact',
    id: row.id,
    name: row.name,
    email: row.email,
    phoneNumber: row.phone_number,
    gender: row.gender,
    statoLavorativo: row.stato_lavorativo,
    message: row.message,
    read: row.read_at !== null,
    createdAt: toIsoTimestamp(row.created_at) ?? row.created_at,
  }
}

export function toInformationRequestDto(row: RequestRow): InformationRequest {
  return {
    kind: 'request',
    id: row.id,
    name: row.name,
    surname: row.surname,
    email: row.email,
    birth_date: row.birth_date,
    city: row.city,
    phonenumber: row.phone_number,
    interested_in: row.interested_in,
    objective: row.objective,
    spending: row.spending,
    message: row.message,
    read: row.read_at !== null,
    createdAt: toIsoTimestamp(row.created_at) ?? row.created_at,
  }
}
