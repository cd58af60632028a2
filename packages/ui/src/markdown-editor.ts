export {
  MarkdownEditor,
  type MarkdownEditorProps,
  type MarkdownPreviewState,
} from '#markdown-editor/markdown-editor.tsx';
export {
  applyMarkdownFormat,
  type MarkdownEdit,
  type MarkdownFormat,
} from '#markdown-editor/markdown-format.ts';
