import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Timeline } from './timeline.tsx';

const spaced = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();

const entries = [
  { key: 'a', at: '2026-03-02T08:40:00Z', label: 'Submitted', actor: 'by the applicant' },
  { key: 'b', at: '2026-03-03T10:15:00Z', label: 'Changes asked', note: 'A clearer copy,\nplease' },
  { key: 'c', at: '2026-03-04T12:02:00Z', label: 'Approved' },
];

describe('Timeline', () => {
  it('is an ordered list, oldest first, each entry dated in Riyadh time; the last is current', () => {
    render(<Timeline entries={entries} lang="en" currentLabel="Now" label="History" />);
    const list = screen.getByRole('list', { name: 'History' });
    expect(list.tagName).toBe('OL');
    const steps = within(list).getAllByRole('listitem');
    expect(steps.map((step) => spaced(step.textContent))).toEqual([
      'Submitted Mar 2, 2026, 11:40 · by the applicant',
      'Changes asked Mar 3, 2026, 13:15A clearer copy, please',
      'Approved · Now Mar 4, 2026, 15:02',
    ]);
    expect(steps.map((step) => step.getAttribute('aria-current'))).toEqual([null, null, 'step']);
    expect([...list.querySelectorAll('time')].map((time) => time.dateTime)).toEqual(
      entries.map((entry) => entry.at),
    );
    expect(screen.getByText(/A clearer copy/).className).toContain('whitespace-pre-line');
  });

  it('marks another entry current, or none; named by a heading', () => {
    const { rerender } = render(
      <>
        <h2 id="h">History</h2>
        <Timeline entries={entries} lang="ar" currentIndex={0} labelledBy="h" />
      </>,
    );
    const steps = within(screen.getByRole('list', { name: 'History' })).getAllByRole('listitem');
    expect(steps[0]?.getAttribute('aria-current')).toBe('step');
    expect(steps[2]?.getAttribute('aria-current')).toBeNull();
    // Arabic dates: Latin digits, Gregorian calendar.
    expect(spaced(steps[2]?.textContent).replace(/\u200f/g, '')).toBe('Approved 04/03/2026، 15:02');
    rerender(<Timeline entries={entries} lang="en" currentIndex={null} label="History" />);
    expect(screen.queryByRole('listitem', { current: 'step' })).toBeNull();
  });
});
