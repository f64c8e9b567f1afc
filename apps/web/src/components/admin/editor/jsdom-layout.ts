/*
 * jsdom lays nothing out, so ranges have no rectangles; ProseMirror asks for them to scroll
 * the selection into view. Tests of the editor import this file to give it empty ones.
 */
const emptyRect = () =>
  ({
    x: 0,
    y: 0,
    top: 0,
    left: 0,
    bottom: 0,
    right: 0,
    width: 0,
    height: 0,
    toJSON: () => ({}),
  }) as DOMRect

const emptyList = () => Object.assign([], { item: () => null }) as unknown as DOMRectList

if (!('getClientRects' in Range.prototype)) {
  Object.assign(Range.prototype, { getClientRects: emptyList, getBoundingClientRect: emptyRect })
}
if (!('elementFromPoint' in Document.prototype)) {
  Object.assign(Document.prototype, { elementFromPoint: () => null })
}
