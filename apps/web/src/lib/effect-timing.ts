import { options } from 'preact'

/*
 * The app runs on Preact (build/preact.ts), which runs the effects of a render (useEffect)
 * after the next frame is painted, where React runs those of a click or a key press at
 * once, before the browser handles the next event. The app's components count on that:
 * the focus moves to a form's answer, the tab title follows the page, a dialog asks its
 * current owner before closing. Preact is told to run them as soon as the render is done.
 */
options.requestAnimationFrame = (flush) => queueMicrotask(flush)
