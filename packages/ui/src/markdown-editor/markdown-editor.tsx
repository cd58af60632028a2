import { isLocale, type Locale } from '@shop/core/i18n';
import {
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import { FieldError } from '#form-fields/field.tsx';
import { controlClass, hintClass, labelClass } from '#form-fields/styles.ts';
import { formatNumber } from '#format/format-number.ts';
import { Prose } from '#prose/prose.tsx';
import { applyMarkdownFormat, type MarkdownEdit, type MarkdownFormat } from './markdown-format.ts';

/** The preview the caller got for the text: asked, failed, or its sanitised HTML. */
export type MarkdownPreviewState =
  { status: 'loading' } | { status: 'failed' } | { status: 'ready'; html: string };

/** Props of {@link MarkdownEditor}. */
export interface MarkdownEditorProps {
  /** The visible label (already translated). */
  label: string;
  /** The Markdown. */
  value: string;
  onChange: (value: string) => void;
  /** The most characters the text may have (the API's bound); the count says how many are used. */
  maxLength: number;
  /** The page's language (numbers). */
  lang: Locale;
  /**
   * The language the text is written in: its direction (Arabic right to left) and `lang`. Left
   * out, the browser decides from the text (`dir="auto"`).
   */
  contentLang?: Locale | undefined;
  /** Asked when the Preview tab opens: render `markdown` (e.g. the API's preview call). */
  onPreview: (markdown: string) => void;
  /** The preview of the last text asked for; its HTML must be sanitised (the API's renderer). */
  preview?: MarkdownPreviewState | undefined;
  /** The error under the field (already translated); marks the textarea invalid. */
  error?: string | undefined;
  /** Help text under the field (already translated). */
  hint?: string | undefined;
  /** The textarea's id (a form's error summary links to it) and name. */
  id?: string;
  name?: string;
  /** Rows of the textarea (default 12). */
  rows?: number;
  required?: boolean;
}

const toolbarButtons: readonly { format: MarkdownFormat; icon: ReactNode; shortcut?: string }[] = [
  { format: 'bold', icon: <b>B</b>, shortcut: 'b' },
  { format: 'italic', icon: <i className="font-serif">I</i>, shortcut: 'i' },
  { format: 'heading', icon: <span>H</span> },
  {
    format: 'list',
    icon: (
      <svg
        viewBox="0 0 20 20"
        aria-hidden="true"
        focusable="false"
        className="size-4 rtl:-scale-x-100"
        fill="currentColor"
      >
        <path d="M3 5h2v2H3V5Zm4 0h10v2H7V5ZM3 9h2v2H3V9Zm4 0h10v2H7V9Zm-4 4h2v2H3v-2Zm4 0h10v2H7v-2Z" />
      </svg>
    ),
  },
  {
    format: 'link',
    icon: (
      <svg
        viewBox="0 0 20 20"
        aria-hidden="true"
        focusable="false"
        className="size-4"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      >
        <path d="M8.5 11.5a3 3 0 0 0 4.2 0l2.6-2.6a3 3 0 0 0-4.2-4.2l-1 1M11.5 8.5a3 3 0 0 0-4.2 0l-2.6 2.6a3 3 0 0 0 4.2 4.2l1-1" />
      </svg>
    ),
  },
];

const tabClass = (selected: boolean) =>
  `min-h-11 rounded-t-md border-b-2 px-4 font-semibold focus-visible:outline-2 focus-visible:outline-brand-600 ${
    selected
      ? 'border-brand-700 text-brand-800'
      : 'border-transparent text-ink-muted hover:text-brand-700'
  }`;

const toolButtonClass =
  'inline-flex size-11 items-center justify-center rounded-md text-ink hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600 disabled:text-ink-muted';

/**
 * A Markdown editor: a labelled textarea with a toolbar (bold, italic, heading, list, link;
 * Ctrl/⌘+B and Ctrl/⌘+I), Write and Preview tabs, and the count of characters against the most
 * allowed. The preview shows HTML the caller provides, sanitised by the API's renderer (the one
 * shoppers get), so it is what they will see. Arabic text is right to left, in the textarea and
 * the preview alike; text of no stated language follows its content (`dir="auto"`).
 *
 * @example
 * ```tsx
 * const [preview, { data, isLoading, isError }] = usePreviewMarkdownMutation();
 * <MarkdownEditor label={t('content.bodyAr')} value={body} onChange={setBody} maxLength={60000}
 *   lang={lang} contentLang="ar" onPreview={(md) => void preview(md)}
 *   preview={isLoading ? { status: 'loading' } : isError ? { status: 'failed' }
 *     : data && { status: 'ready', html: data.html }} />
 * ```
 */
export function MarkdownEditor({
  label,
  value,
  onChange,
  maxLength,
  lang,
  contentLang,
  onPreview,
  preview,
  error,
  hint,
  id,
  name,
  rows = 12,
  required,
}: MarkdownEditorProps) {
  const { t, i18n } = useTranslation('backoffice');
  const generated = useId();
  const textareaId = id ?? `${generated}-text`;
  const ids = {
    label: `${generated}-label`,
    count: `${generated}-count`,
    hint: `${generated}-hint`,
    error: `${generated}-error`,
    writeTab: `${generated}-write-tab`,
    previewTab: `${generated}-preview-tab`,
    writePanel: `${generated}-write`,
    previewPanel: `${generated}-preview`,
  };
  const [tab, setTab] = useState<'write' | 'preview'>('write');
  const textarea = useRef<HTMLTextAreaElement>(null);
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const tools = useRef<(HTMLButtonElement | null)[]>([]);
  const [activeTool, setActiveTool] = useState(0);
  // The selection to restore once the formatted text is rendered.
  const pendingSelection = useRef<{ start: number; end: number } | null>(null);

  useLayoutEffect(() => {
    const selection = pendingSelection.current;
    const element = textarea.current;
    if (!selection || !element) return;
    pendingSelection.current = null;
    element.focus();
    element.setSelectionRange(selection.start, selection.end);
  }, [value]);

  const uiDir = i18n.dir(isLocale(i18n.language) ? i18n.language : lang);
  const textDir = contentLang ? i18n.dir(contentLang) : 'auto';

  const format = (kind: MarkdownFormat) => {
    const element = textarea.current;
    if (!element) return;
    const edit: MarkdownEdit = {
      value,
      start: element.selectionStart,
      end: element.selectionEnd,
    };
    const next = applyMarkdownFormat(edit, kind);
    // Past the bound the edit is not made (the textarea's maxLength would cut it anyway).
    if (next.value.length > maxLength) return;
    pendingSelection.current = { start: next.start, end: next.end };
    onChange(next.value);
  };

  const onTextKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (!(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey) return;
    const key = event.key.toLowerCase();
    const tool = toolbarButtons.find((button) => button.shortcut === key);
    if (!tool) return;
    event.preventDefault();
    format(tool.format);
  };

  /** Arrow keys move along a row of controls (mirrored in Arabic), Home and End to its ends. */
  const roving = (
    event: KeyboardEvent,
    index: number,
    count: number,
    move: (to: number) => void,
  ) => {
    const forward = uiDir === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
    const backward = uiDir === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
    const to =
      event.key === forward
        ? (index + 1) % count
        : event.key === backward
          ? (index - 1 + count) % count
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? count - 1
              : undefined;
    if (to === undefined) return;
    event.preventDefault();
    move(to);
  };

  const openTab = (next: 'write' | 'preview') => {
    setTab(next);
    if (next === 'preview') onPreview(value);
  };

  const describedBy =
    [error ? ids.error : undefined, hint ? ids.hint : undefined, ids.count]
      .filter(Boolean)
      .join(' ') || undefined;
  const over = value.length > maxLength;

  return (
    <div className="grid content-start gap-1">
      <label id={ids.label} htmlFor={textareaId} className={labelClass}>
        {label}
      </label>
      <div className="rounded-md border border-line bg-surface-raised">
        <div className="flex flex-wrap items-end justify-between gap-2 border-b border-line/60 px-2">
          <div role="tablist" aria-labelledby={ids.label} className="flex gap-1">
            {(['write', 'preview'] as const).map((name, index) => (
              <button
                key={name}
                ref={(element) => {
                  tabs.current[index] = element;
                }}
                type="button"
                role="tab"
                id={name === 'write' ? ids.writeTab : ids.previewTab}
                aria-selected={tab === name}
                aria-controls={name === 'write' ? ids.writePanel : ids.previewPanel}
                tabIndex={tab === name ? 0 : -1}
                onClick={() => openTab(name)}
                onKeyDown={(event) =>
                  roving(event, index, 2, (to) => {
                    const target = to === 0 ? 'write' : 'preview';
                    openTab(target);
                    tabs.current[to]?.focus();
                  })
                }
                className={tabClass(tab === name)}
              >
                {t(`markdownEditor.${name}`)}
              </button>
            ))}
          </div>
          {tab === 'write' ? (
            <div
              role="toolbar"
              aria-label={t('markdownEditor.toolbar', { label })}
              aria-controls={textareaId}
              className="flex gap-0.5 py-1"
            >
              {toolbarButtons.map((button, index) => {
                const name = t(`markdownEditor.${button.format}`);
                const shortcut = button.shortcut
                  ? `Control+${button.shortcut.toUpperCase()}`
                  : undefined;
                return (
                  <button
                    key={button.format}
                    ref={(element) => {
                      tools.current[index] = element;
                    }}
                    type="button"
                    aria-label={name}
                    title={name}
                    aria-keyshortcuts={
                      shortcut ? `${shortcut} Meta+${button.shortcut?.toUpperCase()}` : undefined
                    }
                    tabIndex={index === activeTool ? 0 : -1}
                    onClick={() => {
                      setActiveTool(index);
                      format(button.format);
                    }}
                    onKeyDown={(event) =>
                      roving(event, index, toolbarButtons.length, (to) => {
                        setActiveTool(to);
                        tools.current[to]?.focus();
                      })
                    }
                    className={toolButtonClass}
                  >
                    {button.icon}
                  </button>
                );
              })}
            </div>
          ) : null}
        </div>
        <div
          role="tabpanel"
          id={ids.writePanel}
          aria-labelledby={ids.writeTab}
          hidden={tab !== 'write'}
          className="p-2"
        >
          <textarea
            ref={textarea}
            id={textareaId}
            name={name}
            rows={rows}
            value={value}
            required={required}
            maxLength={maxLength}
            lang={contentLang}
            dir={textDir}
            spellCheck
            onChange={(event) => onChange(event.target.value)}
            onKeyDown={onTextKeyDown}
            aria-invalid={Boolean(error) || over}
            aria-describedby={describedBy}
            className={`${controlClass} resize-y py-2 font-mono text-sm leading-relaxed`}
          />
        </div>
        <div
          role="tabpanel"
          id={ids.previewPanel}
          aria-labelledby={ids.previewTab}
          hidden={tab !== 'preview'}
          // The preview is read with the keyboard too (axe: scrollable content reachable).
          tabIndex={0}
          className="max-h-[32rem] min-h-32 overflow-y-auto p-4 focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          {tab !== 'preview' ? null : !preview || preview.status === 'loading' ? (
            <p role="status" className="text-ink-muted">
              {t('markdownEditor.previewLoading')}
            </p>
          ) : preview.status === 'failed' ? (
            <p role="alert" className="font-semibold text-danger-700">
              {t('markdownEditor.previewFailed')}
            </p>
          ) : preview.html === '' ? (
            <p className="text-ink-muted">{t('markdownEditor.previewEmpty')}</p>
          ) : (
            <div lang={contentLang} dir={textDir}>
              <Prose html={preview.html} />
            </div>
          )}
        </div>
      </div>
      <p id={ids.count} className={`${hintClass} ${over ? 'font-semibold text-danger-700' : ''}`}>
        {t('markdownEditor.count', {
          used: formatNumber(value.length, lang),
          max: formatNumber(maxLength, lang),
        })}
      </p>
      {hint ? (
        <p id={ids.hint} className={hintClass}>
          {hint}
        </p>
      ) : null}
      <FieldError id={error ? ids.error : undefined}>{error}</FieldError>
    </div>
  );
}
