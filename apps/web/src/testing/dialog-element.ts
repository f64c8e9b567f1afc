/*
 * jsdom has the <dialog> element but none of its methods. This stands in for the browser's
 * showModal() and close(), following the HTML standard as far as a test can notice:
 *
 * - showModal() sets `open`, remembers what had the focus and moves the focus into the dialog
 *   (its first control with `autofocus`, else its first control);
 * - Escape (a keydown nobody prevented) fires a cancelable `cancel` event at the topmost modal
 *   dialog, and closes it unless the event was cancelled;
 * - close() removes `open`, gives the focus back to what had it before a modal opened, and then
 *   fires `close` as a task of its own, as browsers do.
 *
 * What needs layout is left out: the page behind is not made inert, and Tab is not kept
 * inside. Installed only where the methods are missing.
 */

const FOCUSABLE =
  'button, input:not([type="hidden"]), select, textarea, a[href], iframe, summary, ' +
  '[tabindex], [contenteditable="true"]'

const modals: HTMLDialogElement[] = []
const previouslyFocused = new WeakMap<HTMLDialogElement, Element | null>()

function focusInside(dialog: HTMLDialogElement) {
  const controls = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) => !element.matches(':disabled') && !element.closest('[hidden], [inert]'),
  )
  const control = controls.find((element) => element.hasAttribute('autofocus')) ?? controls[0]
  ;(control ?? dialog).focus()
}

function topmostModal() {
  while (modals.length > 0) {
    const top = modals[modals.length - 1]!
    if (top.isConnected && top.open) return top
    modals.pop()
  }
  return undefined
}

function showModal(this: HTMLDialogElement) {
  if (this.open) {
    if (modals.includes(this)) return
    throw new DOMException('The dialog is already open as a non-modal dialog.', 'InvalidStateError')
  }
  if (!this.isConnected) {
    throw new DOMException('The dialog is not in a document.', 'InvalidStateError')
  }
  this.setAttribute('open', '')
  previouslyFocused.set(this, this.ownerDocument.activeElement)
  modals.push(this)
  focusInside(this)
}

function close(this: HTMLDialogElement) {
  if (!this.open) return
  this.removeAttribute('open')
  const index = modals.indexOf(this)
  const wasModal = index >= 0
  if (wasModal) modals.splice(index, 1)
  const element = previouslyFocused.get(this)
  previouslyFocused.delete(this)
  if (element instanceof HTMLElement && (wasModal || this.contains(document.activeElement))) {
    element.focus()
  }
  setTimeout(() => this.dispatchEvent(new Event('close')), 0)
}

if (typeof HTMLDialogElement.prototype.showModal !== 'function') {
  Object.assign(HTMLDialogElement.prototype, { showModal, close })
  window.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || event.defaultPrevented) return
    const dialog = topmostModal()
    if (dialog && dialog.dispatchEvent(new Event('cancel', { cancelable: true }))) dialog.close()
  })
}
