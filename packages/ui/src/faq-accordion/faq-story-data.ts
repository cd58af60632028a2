import type { FaqAccordionTopic } from './faq-accordion.tsx';

/** Two topics of the demo FAQs, in English. */
export const faqTopicsEn: FaqAccordionTopic[] = [
  {
    id: 1,
    slug: 'orders',
    name: 'Orders',
    faqs: [
      {
        id: 1,
        question: 'How do I track my order?',
        answerHtml:
          '<p>Open <strong>My Orders</strong> in your account and choose the order to follow it step by step.</p>',
      },
      {
        id: 2,
        question: 'Can I change or cancel my order after placing it?',
        answerHtml:
          '<p>You can cancel an order as long as the shop has not started preparing it. After that, write to us through <a href="/contact-us">Contact Us</a>.</p>',
      },
    ],
  },
  {
    id: 2,
    slug: 'refunds',
    name: 'Returns and refunds',
    faqs: [
      {
        id: 3,
        question: 'When will I receive my refund?',
        answerHtml:
          '<p>The amount goes to your wallet as soon as the refund is approved.</p><ul><li>Wallet: at once</li><li>Bank account: 5 to 10 working days</li></ul>',
      },
    ],
  },
];

/** The same topics in Arabic. */
export const faqTopicsAr: FaqAccordionTopic[] = [
  {
    id: 1,
    slug: 'orders',
    name: 'الطلبات',
    faqs: [
      {
        id: 1,
        question: 'كيف أتتبع طلبي؟',
        answerHtml:
          '<p>افتح <strong>طلباتي</strong> من حسابك واختر الطلب لترى حالته خطوة بخطوة.</p>',
      },
      {
        id: 2,
        question: 'هل يمكنني تعديل طلبي أو إلغاؤه بعد إرساله؟',
        answerHtml:
          '<p>يمكنك إلغاء الطلب ما دام المتجر لم يبدأ بتجهيزه. بعد ذلك راسلنا عبر <a href="/contact-us">اتصل بنا</a>.</p>',
      },
    ],
  },
  {
    id: 2,
    slug: 'refunds',
    name: 'الاسترجاع والاسترداد',
    faqs: [
      {
        id: 3,
        question: 'متى يصلني المبلغ المسترد؟',
        answerHtml:
          '<p>يضاف المبلغ إلى محفظتك فور الموافقة على الاسترداد.</p><ul><li>المحفظة: فورًا</li><li>الحساب البنكي: من 5 إلى 10 أيام عمل</li></ul>',
      },
    ],
  },
];
