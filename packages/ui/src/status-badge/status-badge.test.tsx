import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StatusBadge, statusTones } from './status-badge.tsx';

describe('StatusBadge', () => {
  it('says its label (the dot is hidden from screen readers), in each tone', () => {
    const { container } = render(
      <>
        {statusTones.map((tone) => (
          <StatusBadge key={tone} tone={tone}>
            {tone}
          </StatusBadge>
        ))}
      </>,
    );
    expect([...container.children].map((badge) => badge.textContent)).toEqual([...statusTones]);
    expect(container.querySelectorAll('[aria-hidden="true"]')).toHaveLength(statusTones.length);
    // Each tone has colours of its own.
    const classes = new Set([...container.children].map((badge) => badge.className));
    expect(classes.size).toBe(statusTones.length);
  });

  it('keeps placement classes and Arabic text', () => {
    render(
      <StatusBadge tone="success" className="ms-2">
        منشور
      </StatusBadge>,
    );
    expect(screen.getByText('منشور').className).toContain('ms-2');
  });
});
