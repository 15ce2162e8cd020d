// The heavy half of the HTML editor: CKEditor 5 and its stylesheet. Only ever reached through
// the dynamic import in html-editor.tsx.
import { useMemo, useState, type CSSProperties } from 'react';
import { theme } from 'antd';
import { CKEditor } from '@ckeditor/ckeditor5-react';
import {
  Autoformat,
  AutoLink,
  BlockQuote,
  Bold,
  ClassicEditor,
  Essentials,
  Heading,
  HorizontalLine,
  Image,
  ImageCaption,
  ImageInsertViaUrl,
  ImageTextAlternative,
  ImageToolbar,
  Indent,
  Italic,
  Link,
  List,
  Paragraph,
  PasteFromOffice,
  RemoveFormat,
  SourceEditing,
  Strikethrough,
  Table,
  TableToolbar,
  Underline,
  type EditorConfig,
} from 'ckeditor5';
import translations from 'ckeditor5/translations/pt-br.js';
// tooling/webpack.cjs emits CSS as a file: this is its URL, added to the page below.
import editorCssUrl from 'ckeditor5/ckeditor5.css';
import type { HtmlEditorProps } from './html-editor';

let cssReady: Promise<void> | null = null;

/** CKEditor 5 (v42+) needs its stylesheet: add it once, and wait for it so nothing flashes. */
export function loadEditorCss(): Promise<void> {
  if (cssReady) return cssReady;
  cssReady = new Promise<void>((resolve) => {
    const existing = document.querySelector<HTMLLinkElement>('link[data-semmultas="ckeditor5"]');
    if (existing) return resolve();
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = editorCssUrl;
    link.dataset.semmultas = 'ckeditor5';
    // Unstyled is better than never: give up waiting after a few seconds.
    const timer = setTimeout(resolve, 8000);
    const done = () => {
      clearTimeout(timer);
      resolve();
    };
    link.addEventListener('load', done);
    link.addEventListener('error', done);
    document.head.appendChild(link);
  });
  return cssReady;
}

const PLUGINS = [
  Essentials,
  Autoformat,
  Paragraph,
  Heading,
  Bold,
  Italic,
  Underline,
  Strikethrough,
  RemoveFormat,
  Link,
  AutoLink,
  List,
  Indent,
  BlockQuote,
  HorizontalLine,
  Table,
  TableToolbar,
  Image,
  ImageInsertViaUrl,
  ImageToolbar,
  ImageCaption,
  ImageTextAlternative,
  PasteFromOffice,
  SourceEditing,
];

// What the shared sanitizer keeps (no inline styles, no iframes): no font colours, alignment
// or media embeds, which would vanish on the users' side.
const TOOLBAR = [
  'undo',
  'redo',
  '|',
  'heading',
  '|',
  'bold',
  'italic',
  'underline',
  'strikethrough',
  'removeFormat',
  '|',
  'link',
  'bulletedList',
  'numberedList',
  'outdent',
  'indent',
  '|',
  'blockQuote',
  'insertTable',
  'insertImage',
  'horizontalLine',
  '|',
  'sourceEditing',
];

export default function CkEditorField({ value, onChange, label, licenseKey, id, 'aria-invalid': invalid }: HtmlEditorProps) {
  const { token } = theme.useToken();
  const [failed, setFailed] = useState<Error | null>(null);
  const config = useMemo<EditorConfig>(
    () => ({
      licenseKey,
      plugins: PLUGINS,
      toolbar: { items: TOOLBAR, shouldNotGroupWhenFull: false },
      language: 'pt-br',
      translations: [translations],
      label,
      link: { defaultProtocol: 'https://', addTargetToExternalLinks: true },
      table: { contentToolbar: ['tableColumn', 'tableRow', 'mergeTableCells'] },
      image: { toolbar: ['toggleImageCaption', 'imageTextAlternative'] },
    }),
    [licenseKey, label],
  );
  // The error boundary shows 'Error!' for a failure while the editor starts.
  if (failed) throw failed;

  // The editor follows the app's light/dark theme through its CSS variables.
  const vars = {
    '--ck-color-base-background': token.colorBgContainer,
    '--ck-color-base-foreground': token.colorFillQuaternary,
    '--ck-color-base-border': invalid ? token.colorError : token.colorBorder,
    '--ck-color-text': token.colorText,
    '--ck-color-toolbar-background': token.colorBgContainer,
    '--ck-color-toolbar-border': invalid ? token.colorError : token.colorBorder,
    '--ck-color-button-default-hover-background': token.colorFillSecondary,
    '--ck-color-button-on-background': token.colorPrimaryBg,
    '--ck-color-button-on-color': token.colorPrimary,
    '--ck-color-focus-border': token.colorPrimary,
    '--ck-border-radius': `${token.borderRadius}px`,
    '--ck-font-face': token.fontFamily,
  } as CSSProperties;

  return (
    <div id={id} className="sm-html-editor" style={vars}>
      <style>{`.sm-html-editor .ck-editor__editable_inline { min-height: 220px; max-height: 55vh; }`}</style>
      <CKEditor
        editor={ClassicEditor}
        config={config}
        data={value ?? ''}
        onChange={(_event, editor) => onChange?.(editor.getData())}
        onError={(error, details) => {
          if (details.phase === 'initialization') setFailed(error);
        }}
      />
    </div>
  );
}
