import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithI18n } from '#testing/render-with-i18n.tsx';
import { FaqAccordion } from './faq-accordion.tsx';
import { faqTopicsAr, faqTopicsEn } from './faq-story-data.ts';

describe('FaqAccordion', () => {
  it('shows topics and questions closed; a question button opens and closes its answer', () => {
    renderWithI18n(<FaqAccordion topics={faqTopicsEn} />, 'en');
    screen.getByRole('heading', { level: 2, name: 'Orders' });
    const question = screen.getByRole('button', { name: 'How do I track my order?' });
    expect(question.getAttribute('aria-expanded')).toBe('false');
    const panel = document.getElementById(question.getAttribute('aria-controls') ?? '');
    expect(panel?.hidden).toBe(true);
    fireEvent.click(question);
    expect(question.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('region', { name: 'How do I track my order?' }).textContent).toContain(
      'Open My Orders in your account',
    );
    fireEvent.click(question);
    expect(question.getAttribute('aria-expanded')).toBe('false');
  });

  it('questions are native buttons, so Enter and Space toggle them (the stories and e2e press them)', () => {
    renderWithI18n(<FaqAccordion topics={faqTopicsEn} />, 'en');
    const question = screen.getByRole('button', { name: 'When will I receive my refund?' });
    expect(question.tagName).toBe('BUTTON');
    expect(question.getAttribute('type')).toBe('button');
    question.focus();
    expect(document.activeElement).toBe(question);
  });

  it('filters the questions as the shopper types, answers included, and says when none match', () => {
    renderWithI18n(<FaqAccordion topics={faqTopicsEn} />, 'en');
    const search = screen.getByRole('searchbox', { name: 'Search the questions' });
    fireEvent.change(search, { target: { value: 'WALLET' } });
    expect(screen.queryByRole('button', { name: 'How do I track my order?' })).toBeNull();
    screen.getByRole('button', { name: 'When will I receive my refund?' });
    expect(screen.getByRole('status').textContent).toContain('1 question matches');
    expect(screen.queryByRole('heading', { name: 'Orders' })).toBeNull();
    fireEvent.change(search, { target: { value: 'parcel drone' } });
    screen.getByText('No question matches “parcel drone”. Try another word, or write to us.');
    fireEvent.change(search, { target: { value: '' } });
    expect(screen.getAllByRole('button')).toHaveLength(3);
  });

  it('matches Arabic whatever the alef/hamza or taa marbuta spelling, right to left', () => {
    renderWithI18n(<FaqAccordion topics={faqTopicsAr} />, 'ar');
    const search = screen.getByRole('searchbox', { name: 'ابحث في الأسئلة' });
    // "اتتبع" without the hamza finds "أتتبع"; "المحفظه" with haa finds "محفظتك"'s answer words.
    fireEvent.change(search, { target: { value: 'اتتبع' } });
    screen.getByRole('button', { name: 'كيف أتتبع طلبي؟' });
    expect(screen.getAllByRole('button')).toHaveLength(1);
    fireEvent.change(search, { target: { value: 'المحفظه' } });
    screen.getByRole('button', { name: 'متى يصلني المبلغ المسترد؟' });
    expect(screen.getByRole('status').textContent).toContain('يطابق سؤال واحد');
  });
});
