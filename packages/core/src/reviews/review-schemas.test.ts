import { describe, expect, it } from 'vitest';
import { complaintFormSchema, complaintRequestSchema } from '#complaints/complaint-schemas.ts';
import { questionFormSchema } from '#questions/question-schemas.ts';
import { reviewFormSchema, reviewRequestSchema } from '#reviews/review-schemas.ts';

/** The messages (translation keys) of a failed parse, by field. */
function messagesOf(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  return Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
  );
}

describe('the review, question and complaint schemas', () => {
  it("say the spec's messages for an empty review (R5.25, R5.26)", () => {
    expect(messagesOf(reviewFormSchema.safeParse({ rating: '', content: '  ' }))).toEqual({
      rating: 'validation:ratingRequired',
      content: 'validation:reviewContentRequired',
    });
    expect(messagesOf(reviewRequestSchema.safeParse({ productId: 1, content: 'ok' }))).toEqual({
      rating: 'validation:ratingRequired',
    });
    expect(reviewFormSchema.parse({ rating: '4', content: ' Fresh ' })).toEqual({
      rating: 4,
      content: 'Fresh',
    });
    expect(reviewRequestSchema.safeParse({ productId: 1, rating: 6, content: 'x' }).success).toBe(
      false,
    );
  });

  it('say "Reason is required" for a complaint without a reason (R5.22)', () => {
    expect(messagesOf(complaintFormSchema.safeParse({ reason: '', note: '' }))).toEqual({
      reason: 'validation:reasonRequired',
    });
    expect(messagesOf(complaintRequestSchema.safeParse({ orderId: 3, reason: 'vibes' }))).toEqual({
      reason: 'validation:reasonRequired',
    });
    expect(complaintRequestSchema.parse({ orderId: 3, reason: 'late_delivery' })).toEqual({
      orderId: 3,
      reason: 'late_delivery',
      note: '',
    });
  });

  it('say "This Field Cannot Be Empty" for an empty question (R5.27)', () => {
    expect(messagesOf(questionFormSchema.safeParse({ question: ' ' }))).toEqual({
      question: 'validation:fieldRequired',
    });
  });
});
