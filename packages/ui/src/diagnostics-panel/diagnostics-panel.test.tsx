import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '#testing/render-with-i18n.tsx';
import { DiagnosticsPanel } from './diagnostics-panel.tsx';
import { diagnosticsAr, diagnosticsEn } from './diagnostics-story-data.ts';

describe('DiagnosticsPanel', () => {
  it('lists each check with its result, runs them again and copies the report', async () => {
    const onCheckAgain = vi.fn();
    const copy = vi.fn(async () => {});
    renderWithI18n(
      <DiagnosticsPanel rows={diagnosticsEn} onCheckAgain={onCheckAgain} copy={copy} />,
    );

    const terms = screen.getAllByRole('term').map((term) => term.textContent);
    expect(terms).toEqual(diagnosticsEn.map((row) => row.label));
    fireEvent.click(screen.getByRole('button', { name: 'Check again' }));
    expect(onCheckAgain).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Copy the report' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Report copied'));
    expect(copy).toHaveBeenCalledWith(
      diagnosticsEn.map((row) => `${row.label}: ${row.value}`).join('\n'),
    );
  });

  it('keeps "Check again" off while checking, and says it in Arabic', () => {
    renderWithI18n(<DiagnosticsPanel rows={diagnosticsAr} onCheckAgain={vi.fn()} checking />, 'ar');
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'إعادة الفحص' }).disabled).toBe(
      true,
    );
    expect(screen.getByText('0.1.0').getAttribute('dir')).toBe('ltr');
  });
});
