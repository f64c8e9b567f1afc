/*
 * What the admin's inbox (features/inbox) asks of the messages visitors sent: contact owns
 * contact_message and information_request (docs/architecture.md#boundaries), so the lists
 * and the read mark are read and written here.
 */

export {
  countUnreadMessages,
  listContactMessagePage,
  listContactMessages,
  listInformationRequestPage,
  listInformationRequests,
  messageTable,
  setMessageRead,
  type ContactRow,
  type RequestRow,
} from './messages.repository.ts'
