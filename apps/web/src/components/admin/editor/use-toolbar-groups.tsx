import { useEditorState, type Editor } from '@tiptap/react'
import { useTranslation } from '#src/lib/i18n/react.tsx'
import { QuoteIcon } from '#src/components/ui/catalog-icons.tsx'
import { Icon } from '#src/components/ui/icons.tsx'
import type { ToolbarButton } from './editor-toolbar.tsx'

const glyph = (text: string) => (
  <span aria-hidden="true" className="font-display leading-none">
    {text}
  </span>
)

const icons = {
  bulletList: (
    <Icon className="size-5">
      <path d="M9 6h11M9 12h11M9 18h11" />
      <circle cx="4.5" cy="6" r="1" />
      <circle cx="4.5" cy="12" r="1" />
      <circle cx="4.5" cy="18" r="1" />
    </Icon>
  ),
  orderedList: (
    <Icon className="size-5">
      <path d="M10 6h10M10 12h10M10 18h10M4 5l1.5-1V9M3.5 14.5a1.5 1.5 0 1 1 2.5 1L3.5 19H6" />
    </Icon>
  ),
  link: (
    <Icon className="size-5">
      <path d="M10 14a4 4 0 0 0 6 .5l3-3a4 4 0 0 0-5.7-5.7L12 7" />
      <path d="M14 10a4 4 0 0 0-6-.5l-3 3a4 4 0 0 0 5.7 5.7L12 17" />
    </Icon>
  ),
  image: (
    <Icon className="size-5">
      <rect x="3" y="4" width="18" height="16" rx="2" />
      <circle cx="9" cy="10" r="2" />
      <path d="m21 16-5-5-9 9" />
    </Icon>
  ),
  undo: (
    <Icon className="size-5">
      <path d="M9 14 4 9l5-5" />
      <path d="M4 9h10a6 6 0 0 1 0 12h-3" />
    </Icon>
  ),
  redo: (
    <Icon className="size-5">
      <path d="m15 14 5-5-5-5" />
      <path d="M20 9H10a6 6 0 0 0 0 12h3" />
    </Icon>
  ),
  source: (
    <Icon className="size-5">
      <path d="m8 8-4 4 4 4M16 8l4 4-4 4M13.5 5l-3 14" />
    </Icon>
  ),
}

/**
 * The rich-text editor's toolbar buttons, in their groups: what each one is called, shows
 * and does, and whether it is pressed (from the editor's selection) or disabled.
 */
export function useToolbarGroups({
  editor,
  inSource,
  onTogglePanel,
  onToggleSource,
}: {
  editor: Editor
  /** The HTML source is shown instead of the text. */
  inSource: boolean
  onTogglePanel: (panel: 'link' | 'image') => void
  onToggleSource: () => void
}): ToolbarButton[][] {
  const { t } = useTranslation()
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current.isActive('bold'),
      italic: current.isActive('italic'),
      h2: current.isActive('heading', { level: 2 }),
      h3: current.isActive('heading', { level: 3 }),
      bulletList: current.isActive('bulletList'),
      orderedList: current.isActive('orderedList'),
      blockquote: current.isActive('blockquote'),
      link: current.isActive('link'),
      canUndo: current.can().undo(),
      canRedo: current.can().redo(),
    }),
  })

  const chain = () => editor.chain().focus()
  // While the HTML is shown, only the way back to the editor is offered.
  return [
    [
      {
        id: 'bold',
        disabled: inSource,
        label: t('adminEditor.bold'),
        shortcut: 'Ctrl+B',
        icon: glyph('B'),
        pressed: state.bold,
        onClick: () => chain().toggleBold().run(),
      },
      {
        id: 'italic',
        disabled: inSource,
        label: t('adminEditor.italic'),
        shortcut: 'Ctrl+I',
        icon: (
          <span aria-hidden="true" className="font-serif italic">
            I
          </span>
        ),
        pressed: state.italic,
        onClick: () => chain().toggleItalic().run(),
      },
    ],
    [
      {
        id: 'h2',
        disabled: inSource,
        label: t('adminEditor.heading2'),
        icon: glyph('H2'),
        pressed: state.h2,
        onClick: () => chain().toggleHeading({ level: 2 }).run(),
      },
      {
        id: 'h3',
        disabled: inSource,
        label: t('adminEditor.heading3'),
        icon: glyph('H3'),
        pressed: state.h3,
        onClick: () => chain().toggleHeading({ level: 3 }).run(),
      },
    ],
    [
      {
        id: 'bulletList',
        disabled: inSource,
        label: t('adminEditor.bulletList'),
        icon: icons.bulletList,
        pressed: state.bulletList,
        onClick: () => chain().toggleBulletList().run(),
      },
      {
        id: 'orderedList',
        disabled: inSource,
        label: t('adminEditor.orderedList'),
        icon: icons.orderedList,
        pressed: state.orderedList,
        onClick: () => chain().toggleOrderedList().run(),
      },
      {
        id: 'blockquote',
        disabled: inSource,
        label: t('adminEditor.blockquote'),
        icon: <QuoteIcon className="size-5" />,
        pressed: state.blockquote,
        onClick: () => chain().toggleBlockquote().run(),
      },
    ],
    [
      {
        id: 'link',
        disabled: inSource,
        label: t('adminEditor.link.button'),
        shortcut: 'Ctrl+K',
        icon: icons.link,
        pressed: state.link,
        opensDialog: true,
        onClick: () => onTogglePanel('link'),
      },
      {
        id: 'image',
        disabled: inSource,
        label: t('adminEditor.image.button'),
        icon: icons.image,
        opensDialog: true,
        onClick: () => onTogglePanel('image'),
      },
    ],
    [
      {
        id: 'undo',
        label: t('adminEditor.undo'),
        shortcut: 'Ctrl+Z',
        icon: icons.undo,
        disabled: inSource || !state.canUndo,
        onClick: () => chain().undo().run(),
      },
      {
        id: 'redo',
        label: t('adminEditor.redo'),
        shortcut: 'Ctrl+Y',
        icon: icons.redo,
        disabled: inSource || !state.canRedo,
        onClick: () => chain().redo().run(),
      },
    ],
    [
      {
        id: 'source',
        label: t('adminEditor.source'),
        icon: icons.source,
        pressed: inSource,
        onClick: onToggleSource,
      },
    ],
  ]
}
