import { useEffect, useId, useImperativeHandle, useRef, useState, type Ref } from 'react'
import { useTranslation } from '#src/lib/i18n/react.tsx'
import { EditorContent, useEditor, type Editor } from '@tiptap/react'
import StarterKit from '@tiptap/starter-kit'
import Image from '@tiptap/extension-image'
import { EDITOR_IMAGE_WIDTH, isBlankHtml, normalizeLinkUrl } from './html.ts'
import { EditorToolbar } from './editor-toolbar.tsx'
import { ImagePanel } from './image-panel.tsx'
import { LinkPanel } from './link-panel.tsx'
import { useToolbarGroups } from './use-toolbar-groups.tsx'

export interface RichTextEditorHandle {
  focus: () => void
}

export interface RichTextEditorProps {
  /** The visible name of the text ("Contenuto"): the editor and its toolbar are named by it. */
  label: string
  /** HTML; '' when empty. A new value from outside (a DOCX import, a reset) replaces the text. */
  value: string
  onChange: (html: string) => void
  onBlur?: () => void
  required?: boolean
  /** Already translated. */
  hint?: string
  /** Already translated. */
  error?: string
  /** Lets a form move the focus here, as it does for its first invalid field. */
  ref?: Ref<RichTextEditorHandle>
}

/**
 * The text as the form sends it: '' rather than an empty paragraph, and without the empty
 * paragraph the editor keeps after a last heading or picture so one can write below it.
 */
const htmlOf = (editor: Editor) => {
  const html = editor.getHTML()
  return isBlankHtml(html) ? '' : html.replace(/(<p><\/p>)+$/, '')
}

const CONTENT_CLASSES =
  'rich-text min-h-full px-4 py-3 focus:outline-none ' +
  '[&_.ProseMirror-selectednode]:outline-3 [&_.ProseMirror-selectednode]:outline-tomato-600'

/**
 * The rich-text editor of the admin forms: 500 px high, Italian buttons,
 * links, pictures uploaded to the server and shown 200 px wide, and a view of the HTML
 * source that can be edited and applied.
 */
export function RichTextEditor({
  label,
  value,
  onChange,
  onBlur,
  required,
  hint,
  error,
  ref,
}: RichTextEditorProps) {
  const { t } = useTranslation()
  const id = useId()
  const labelId = `${id}-label`
  const contentId = `${id}-content`
  const hintId = `${id}-hint`
  const errorId = `${id}-error`
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ')

  const [panel, setPanel] = useState<'link' | 'image' | null>(null)
  const [source, setSource] = useState<string | null>(null)
  const toolbarLabel = t('adminEditor.toolbar', { label })

  // The last HTML this editor reported: a different `value` comes from outside.
  const reported = useRef(value)
  // The HTML as it was when its view opened: unchanged, it is not applied again (which would
  // add a step to undo and forget what could be redone).
  const sourceShown = useRef('')
  const callbacks = useRef({ onChange, onBlur })
  useEffect(() => {
    callbacks.current = { onChange, onBlur }
  })

  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        // The page's own <h1> is the title: the text starts at level 2 (the server agrees).
        heading: { levels: [2, 3] },
        link: {
          openOnClick: false,
          autolink: true,
          defaultProtocol: 'https',
          isAllowedUri: (url) => normalizeLinkUrl(url) !== null,
          // Links open in the same tab, like the rest of the site.
          HTMLAttributes: { target: null, rel: null },
        },
      }),
      Image.configure({ inline: false, allowBase64: false }),
    ],
    content: value,
    editorProps: {
      attributes: {
        id: contentId,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        class: CONTENT_CLASSES,
      },
    },
    onUpdate: ({ editor }) => {
      const html = htmlOf(editor)
      reported.current = html
      callbacks.current.onChange(html)
    },
    onBlur: () => callbacks.current.onBlur?.(),
  })

  // Required and error states change after the editor exists: its attributes follow them.
  useEffect(() => {
    editor.setOptions({
      editorProps: {
        attributes: {
          id: contentId,
          role: 'textbox',
          'aria-multiline': 'true',
          'aria-labelledby': labelId,
          ...(required ? { 'aria-required': 'true' } : {}),
          ...(error ? { 'aria-invalid': 'true' } : {}),
          ...(describedBy ? { 'aria-describedby': describedBy } : {}),
          class: CONTENT_CLASSES,
        },
      },
    })
  }, [editor, contentId, labelId, required, error, describedBy])

  // A value set from outside (a DOCX import, the form's reset) replaces the text.
  useEffect(() => {
    if (value === reported.current) return
    reported.current = value
    editor.commands.setContent(value, { emitUpdate: false })
    sourceShown.current = value
    setSource((current) => (current === null ? null : value))
  }, [editor, value])

  const sourceRef = useRef<HTMLTextAreaElement>(null)
  useImperativeHandle(
    ref,
    () => ({
      focus: () => {
        if (sourceRef.current) sourceRef.current.focus()
        else editor.commands.focus()
      },
    }),
    [editor],
  )

  const toggleSource = () => {
    if (source === null) {
      setPanel(null)
      sourceShown.current = htmlOf(editor)
      setSource(sourceShown.current)
      return
    }
    if (source !== sourceShown.current) {
      // Back to the editor: the HTML typed is applied (the editor keeps what it understands).
      editor.commands.setContent(source, { emitUpdate: false })
      const html = htmlOf(editor)
      reported.current = html
      onChange(html)
    }
    setSource(null)
    editor.commands.focus()
  }

  const inSource = source !== null
  const chain = () => editor.chain().focus()
  const groups = useToolbarGroups({
    editor,
    inSource,
    onTogglePanel: (which) => setPanel((open) => (open === which ? null : which)),
    onToggleSource: toggleSource,
  })

  const linkHref = (editor.getAttributes('link').href as string | undefined) ?? ''

  // A closed dialog gives the focus back to what opened it; the text takes it after that, so
  // the writing goes on where it was.
  const panelOpen = useRef(false)
  useEffect(() => {
    if (panel !== null) panelOpen.current = true
    else if (panelOpen.current) {
      panelOpen.current = false
      editor.commands.focus()
    }
  }, [editor, panel])

  const closePanel = () => setPanel(null)

  return (
    <div className="flex flex-col gap-1.5">
      <span id={labelId} className="text-sm font-semibold text-charcoal-800">
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </span>
      <div
        className={
          'overflow-hidden rounded-xl border-2 bg-white focus-within:border-charcoal-800 ' +
          (error ? 'border-tomato-600' : 'border-flour-300')
        }
        // Ctrl+K opens the link dialog from the text, as in most editors.
        onKeyDownCapture={(event) => {
          if (!inSource && (event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') {
            event.preventDefault()
            setPanel('link')
          }
        }}
      >
        <EditorToolbar label={toolbarLabel} groups={groups} controls={contentId} />
        {panel === 'link' && !inSource ? (
          <LinkPanel
            initialUrl={linkHref}
            // The selection touches a link: it can be changed or removed.
            hasLink={linkHref !== ''}
            onApply={(href) => {
              const { empty } = editor.state.selection
              if (empty && !editor.isActive('link')) {
                // Nothing selected: the address itself becomes the linked words.
                chain()
                  .insertContent({
                    type: 'text',
                    text: href.replace(/^mailto:/, ''),
                    marks: [{ type: 'link', attrs: { href } }],
                  })
                  .run()
              } else {
                chain().extendMarkRange('link').setLink({ href }).run()
              }
              setPanel(null)
            }}
            onRemove={() => {
              chain().extendMarkRange('link').unsetLink().run()
              setPanel(null)
            }}
            onClose={closePanel}
          />
        ) : null}
        {panel === 'image' && !inSource ? (
          <ImagePanel
            onInsert={({ src, alt }) => {
              chain().setImage({ src, alt, width: EDITOR_IMAGE_WIDTH }).run()
              setPanel(null)
            }}
            onClose={closePanel}
          />
        ) : null}
        <div className={inSource ? 'hidden' : 'h-[500px] overflow-y-auto'}>
          <EditorContent editor={editor} className="h-full" />
        </div>
        {inSource ? (
          <textarea
            ref={sourceRef}
            aria-label={t('adminEditor.sourceLabel', { label })}
            aria-describedby={`${id}-source-hint`}
            spellCheck={false}
            value={source}
            onChange={(event) => {
              const text = event.target.value
              setSource(text)
              // The form sends what is written here, even if the view is not switched back.
              reported.current = isBlankHtml(text) ? '' : text
              onChange(reported.current)
            }}
            className="block h-[500px] w-full resize-none bg-charcoal-900 px-4 py-3 font-mono text-sm text-flour-100 focus:outline-none"
          />
        ) : null}
      </div>
      {inSource ? (
        <p id={`${id}-source-hint`} className="text-sm text-charcoal-500">
          {t('adminEditor.sourceHint')}
        </p>
      ) : null}
      {hint ? (
        <p id={hintId} className="text-sm text-charcoal-500">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm font-medium text-tomato-700">
          {error}
        </p>
      ) : null}
    </div>
  )
}
