import { fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '#testing/render-with-i18n.tsx';
import { MarkdownEditor, type MarkdownPreviewState } from './markdown-editor.tsx';

function Harness({
  initial = 'Hello world',
  respond = () => ({ status: 'loading' }),
  onPreview = () => undefined,
  lang = 'en',
  contentLang,
}: {
  initial?: string;
  /** What the preview becomes once asked for `markdown`. */
  respond?: (markdown: string) => MarkdownPreviewState;
  onPreview?: (markdown: string) => void;
  lang?: 'en' | 'ar';
  contentLang?: 'en' | 'ar';
}) {
  const [value, setValue] = useState(initial);
  const [preview, setPreview] = useState<MarkdownPreviewState | undefined>();
  return (
    <MarkdownEditor
      label="Body"
      value={value}
      onChange={setValue}
      maxLength={20}
      lang={lang}
      contentLang={contentLang}
      onPreview={(markdown) => {
        onPreview(markdown);
        setPreview(respond(markdown));
      }}
      preview={preview}
      error={value.length === 0 ? 'Required' : undefined}
    />
  );
}

describe('MarkdownEditor', () => {
  it('a labelled textarea, its count against the most, and a toolbar of named buttons', () => {
    renderWithI18n(<Harness contentLang="en" />);
    const text = screen.getByRole('textbox', { name: 'Body' });
    expect(text.getAttribute('maxlength')).toBe('20');
    expect(text.getAttribute('dir')).toBe('ltr');
    expect(text.getAttribute('aria-describedby')).toContain(
      screen.getByText('11 of 20 characters').id,
    );
    const toolbar = screen.getByRole('toolbar', { name: 'Formatting of Body' });
    const buttons = within(toolbar).getAllByRole('button');
    expect(buttons.map((button) => button.getAttribute('aria-label'))).toEqual([
      'Bold',
      'Italic',
      'Heading',
      'Bulleted list',
      'Link',
    ]);
    // One tab stop in the toolbar.
    expect(buttons.map((button) => button.tabIndex)).toEqual([0, -1, -1, -1, -1]);
    expect(buttons[0]?.getAttribute('aria-keyshortcuts')).toBe('Control+B Meta+B');
  });

  it('formats the selection from the toolbar and with Ctrl/Cmd+B and I; never past the most', () => {
    renderWithI18n(<Harness />);
    const text = screen.getByRole<HTMLTextAreaElement>('textbox');
    text.setSelectionRange(6, 11);
    fireEvent.click(screen.getByRole('button', { name: 'Bold' }));
    expect(text.value).toBe('Hello **world**');
    text.setSelectionRange(0, 5);
    fireEvent.keyDown(text, { key: 'i', metaKey: true });
    expect(text.value).toBe('_Hello_ **world**');
    // 17 + 4 markers would pass 20: nothing changes.
    text.setSelectionRange(0, 1);
    fireEvent.keyDown(text, { key: 'b', ctrlKey: true });
    expect(text.value).toBe('_Hello_ **world**');
    expect(screen.getByText('17 of 20 characters')).toBeTruthy();
  });

  it('Write and Preview are tabs; Preview asks for the HTML and shows it, in the text direction', () => {
    const onPreview = vi.fn();
    renderWithI18n(
      <Harness
        initial="نص"
        onPreview={onPreview}
        respond={(markdown) => ({
          status: 'ready',
          html: `<p>${markdown} <strong>عريض</strong></p>`,
        })}
        lang="ar"
        contentLang="ar"
      />,
      'ar',
    );
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => [tab.textContent, tab.getAttribute('aria-selected')])).toEqual([
      ['كتابة', 'true'],
      ['معاينة', 'false'],
    ]);
    expect(screen.getByRole('tablist', { name: 'Body' })).toBeTruthy();
    fireEvent.click(tabs[1]!);
    expect(onPreview).toHaveBeenCalledWith('نص');
    expect(screen.queryByRole('toolbar')).toBeNull();
    const panel = screen.getByRole('tabpanel', { name: 'معاينة' });
    expect(panel.querySelector('strong')?.textContent).toBe('عريض');
    expect(panel.querySelector('[dir]')?.getAttribute('dir')).toBe('rtl');
    const writeTab = screen.getByRole('tab', { name: 'كتابة' });
    const writePanel = document.getElementById(writeTab.getAttribute('aria-controls') ?? '');
    expect(writePanel?.hidden).toBe(true);
    // Arrow keys move between the tabs (mirrored in Arabic: left is forward).
    fireEvent.keyDown(screen.getByRole('tab', { name: 'معاينة' }), { key: 'ArrowLeft' });
    expect(screen.getByRole('tab', { name: 'كتابة' }).getAttribute('aria-selected')).toBe('true');
  });

  it('text of no stated language follows its content; a preview loads, or fails as an alert', () => {
    renderWithI18n(<Harness />);
    expect(screen.getByRole('textbox').getAttribute('dir')).toBe('auto');
    fireEvent.click(screen.getByRole('tab', { name: 'Preview' }));
    expect(screen.getByRole('status').textContent).toBe('Loading the preview…');
  });

  it('a failed preview is an alert', () => {
    renderWithI18n(<Harness respond={() => ({ status: 'failed' })} />);
    fireEvent.click(screen.getByRole('tab', { name: 'Preview' }));
    expect(screen.getByRole('alert').textContent).toBe('The preview could not be made: try again');
  });
});
