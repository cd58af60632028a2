// The toolbar's edits of a Markdown text, as pure functions of the text and its selection (so
// they are tested without a browser): each answers the new text and the new selection.

/** A text and its selection (`start` ≤ `end`, UTF-16 offsets as a textarea counts them). */
export interface MarkdownEdit {
  value: string;
  start: number;
  end: number;
}

/** What the toolbar can do. */
export type MarkdownFormat = 'bold' | 'italic' | 'heading' | 'list' | 'link';

/** Wraps the selection in `marker` (the caret between the markers when nothing is selected). */
function wrap({ value, start, end }: MarkdownEdit, marker: string): MarkdownEdit {
  const selected = value.slice(start, end);
  return {
    value: value.slice(0, start) + marker + selected + marker + value.slice(end),
    start: start + marker.length,
    end: end + marker.length,
  };
}

/** The offset where the line holding `offset` starts. */
const lineStart = (value: string, offset: number) => value.lastIndexOf('\n', offset - 1) + 1;

/** Puts `prefix` before every line the selection touches (unless a line has it already). */
function prefixLines({ value, start, end }: MarkdownEdit, prefix: string): MarkdownEdit {
  const from = lineStart(value, start);
  const lines = value.slice(from, end).split('\n');
  let added = 0;
  let addedBeforeStart = 0;
  const changed = lines.map((line, index) => {
    if (line.startsWith(prefix)) return line;
    added += prefix.length;
    if (index === 0) addedBeforeStart = prefix.length;
    return prefix + line;
  });
  return {
    value: value.slice(0, from) + changed.join('\n') + value.slice(end),
    start: start + addedBeforeStart,
    end: end + added,
  };
}

/** A link around the selection, its address selected to be typed over. */
function link({ value, start, end }: MarkdownEdit): MarkdownEdit {
  const text = value.slice(start, end);
  const address = 'https://';
  const inserted = `[${text}](${address})`;
  const addressAt = start + text.length + 3;
  return {
    value: value.slice(0, start) + inserted + value.slice(end),
    // With no text yet the caret goes between the brackets, else the address is selected.
    start: text ? addressAt : start + 1,
    end: text ? addressAt + address.length : start + 1,
  };
}

/** The text and selection after applying `format` to `edit`'s selection. */
export function applyMarkdownFormat(edit: MarkdownEdit, format: MarkdownFormat): MarkdownEdit {
  switch (format) {
    case 'bold':
      return wrap(edit, '**');
    case 'italic':
      return wrap(edit, '_');
    case 'heading':
      return prefixLines({ ...edit, end: edit.start }, '## ');
    case 'list':
      return prefixLines(edit, '- ');
    case 'link':
      return link(edit);
  }
}
