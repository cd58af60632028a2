import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '#testing/render-with-i18n.tsx';
import { QuestionForm } from './question-form.tsx';

describe('QuestionForm', () => {
  it('says "This Field Cannot Be Empty" when empty and sends the question trimmed', async () => {
    const onSubmit = vi.fn();
    const onCancel = vi.fn();
    renderWithI18n(<QuestionForm onSubmit={onSubmit} onCancel={onCancel} />);
    screen.getByRole('form', { name: 'Ask a question' });
    fireEvent.click(screen.getByRole('button', { name: 'Send question' }));
    await screen.findByText('This Field Cannot Be Empty');
    expect(onSubmit).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('Your question', { selector: 'textarea' }), {
      target: { value: '  Is it halal?  ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send question' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ question: 'Is it halal?' }));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalled();
  });

  it('shows a limit refusal in Arabic', async () => {
    renderWithI18n(
      <QuestionForm
        onSubmit={vi.fn()}
        serverErrors={[{ code: 'rate_limited', message: 'Too many attempts' }]}
      />,
      'ar',
    );
    await screen.findByText('محاولات كثيرة. يرجى الانتظار قليلًا ثم المحاولة مرة أخرى.');
  });
});
