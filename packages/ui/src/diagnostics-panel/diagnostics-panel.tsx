import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { primaryButtonClass, secondaryButtonClass } from '#form-fields/styles.ts';

/** How a check came out: it decides the row's mark, never its only sign (the value says it). */
export type DiagnosticState = 'ok' | 'warning' | 'error' | 'pending';

/** One check of the diagnostics page, already in the page's language. */
export interface DiagnosticRow {
  id: string;
  label: string;
  value: string;
  state: DiagnosticState;
  /** A value in Latin script that reads left to right (a version, a user agent). */
  ltr?: boolean;
}

/** Props of {@link DiagnosticsPanel}. */
export interface DiagnosticsPanelProps {
  rows: readonly DiagnosticRow[];
  /** Runs the checks again (the button is disabled while `checking`). */
  onCheckAgain: () => void;
  checking?: boolean;
  /** Puts the report on the clipboard; default `navigator.clipboard.writeText`. */
  copy?: (text: string) => Promise<void>;
}

const marks: Record<DiagnosticState, { symbol: string; className: string }> = {
  ok: { symbol: '●', className: 'text-success-700' },
  warning: { symbol: '▲', className: 'text-warning-700' },
  error: { symbol: '■', className: 'text-danger-700' },
  pending: { symbol: '○', className: 'text-ink-muted' },
};

/**
 * The diagnostics a shopper or support reads on `/testApp` (R2.30): each check with its result,
 * a button that runs them again, and one that copies the report as plain text (`label: value`
 * lines) to paste into a message to support. Results are a description list; what changes is
 * announced politely.
 *
 * @example
 * ```tsx
 * <DiagnosticsPanel rows={[{ id: 'version', label: 'App version', value: '1.0.0', state: 'ok', ltr: true }]} onCheckAgain={run} />
 * ```
 */
export function DiagnosticsPanel({
  rows,
  onCheckAgain,
  checking = false,
  copy,
}: DiagnosticsPanelProps) {
  const { t } = useTranslation('developer');
  const [copied, setCopied] = useState(false);
  const report = rows.map((row) => `${row.label}: ${row.value}`).join('\n');
  const copyReport = async () => {
    await (copy ?? ((text: string) => navigator.clipboard.writeText(text)))(report);
    setCopied(true);
  };
  return (
    <section aria-labelledby="diagnostics-results" className="space-y-4">
      <h2 id="diagnostics-results" className="text-lg font-semibold">
        {t('testApp.results')}
      </h2>
      <dl
        aria-busy={checking}
        className="divide-y divide-brand-100 rounded-lg border border-brand-200 bg-surface-raised"
      >
        {rows.map((row) => (
          <div key={row.id} className="grid gap-1 px-4 py-3 sm:grid-cols-[14rem_1fr]">
            <dt className="font-semibold">{row.label}</dt>
            <dd className="flex items-start gap-2">
              <span aria-hidden="true" className={marks[row.state].className}>
                {marks[row.state].symbol}
              </span>
              <span
                dir={row.ltr ? 'ltr' : undefined}
                className={row.ltr ? 'font-mono text-sm break-all' : undefined}
              >
                {row.value}
              </span>
            </dd>
          </div>
        ))}
      </dl>
      <div className="flex flex-wrap items-center gap-3">
        <button
          type="button"
          className={primaryButtonClass}
          onClick={() => {
            setCopied(false);
            onCheckAgain();
          }}
          disabled={checking}
        >
          {t('testApp.checkAgain')}
        </button>
        <button type="button" className={secondaryButtonClass} onClick={() => void copyReport()}>
          {t('testApp.copy')}
        </button>
        <p role="status" className="text-sm text-ink-muted">
          {copied ? t('testApp.copied') : ''}
        </p>
      </div>
    </section>
  );
}
