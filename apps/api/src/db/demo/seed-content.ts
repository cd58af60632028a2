import { count, sql } from 'drizzle-orm';
import type { Database } from '#src/db/database.ts';
import { contentPages, faqs, faqTopics } from '#src/db/schema.ts';

// The demo shop's FAQs, About Us and privacy policy, in Arabic and English (issue 16), published.

interface DemoTopic {
  slug: string;
  name: string;
  nameEn: string;
  faqs: { question: string; questionEn: string; answer: string; answerEn: string }[];
}

export const demoFaqTopics: DemoTopic[] = [
  {
    slug: 'orders',
    name: 'الطلبات',
    nameEn: 'Orders',
    faqs: [
      {
        question: 'كيف أتتبع طلبي؟',
        questionEn: 'How do I track my order?',
        answer:
          'افتح **طلباتي** من حسابك واختر الطلب لترى حالته خطوة بخطوة: مؤكد، قيد التجهيز، في الطريق، ثم تم التوصيل. نرسل لك أيضًا إشعارًا عند كل تغيير في الحالة.',
        answerEn:
          'Open **My Orders** in your account and choose the order to follow it step by step: confirmed, preparing, on the way, then delivered. We also notify you each time its status changes.',
      },
      {
        question: 'هل يمكنني تعديل طلبي أو إلغاؤه بعد إرساله؟',
        questionEn: 'Can I change or cancel my order after placing it?',
        answer:
          'يمكنك إلغاء الطلب من صفحة تفاصيل الطلب ما دام لم يبدأ المتجر بتجهيزه. بعد ذلك تواصل معنا عبر صفحة [اتصل بنا](/contact-us) وسنساعدك قدر الإمكان.',
        answerEn:
          'You can cancel an order from its Order Details page as long as the shop has not started preparing it. After that, write to us through [Contact Us](/contact-us) and we will help as far as we can.',
      },
    ],
  },
  {
    slug: 'delivery',
    name: 'التوصيل',
    nameEn: 'Delivery',
    faqs: [
      {
        question: 'ما هي مدن التوصيل وما المدة المتوقعة؟',
        questionEn: 'Which cities do you deliver to, and how long does it take?',
        answer:
          'يوصل كل متجر إلى المدن المذكورة في صفحته. عند الدفع تختار سرعة التوصيل المتاحة (مثل **توصيل سريع** خلال ساعتين أو **توصيل مجدول** في موعد تختاره) وترى رسومها قبل التأكيد.',
        answerEn:
          'Each shop delivers to the cities listed on its page. At checkout you choose one of its delivery speeds (such as **express** within two hours or **scheduled** at a time you pick) and see its fee before you confirm.',
      },
      {
        question: 'كم رسوم التوصيل؟',
        questionEn: 'How much does delivery cost?',
        answer:
          'تحدد كل متجر رسوم التوصيل حسب السرعة والمدينة، وقد يكون التوصيل مجانيًا فوق حد أدنى للطلب. تظهر الرسوم دائمًا في ملخص الطلب قبل الدفع.',
        answerEn:
          'Each shop sets its delivery fee by speed and city, and delivery may be free above a minimum order. The fee always shows in the order summary before you pay.',
      },
    ],
  },
  {
    slug: 'payment',
    name: 'الدفع',
    nameEn: 'Payment',
    faqs: [
      {
        question: 'ما طرق الدفع المتاحة؟',
        questionEn: 'Which payment methods can I use?',
        answer:
          'نقبل مدى وبطاقات فيزا وماستركارد وApple Pay، والدفع عند الاستلام لدى المتاجر التي تتيحه، والتقسيط على أربع دفعات، إضافة إلى رصيد محفظتك ونقاطك.',
        answerEn:
          'We accept mada, Visa and Mastercard cards and Apple Pay, cash on delivery where the shop offers it, paying in four instalments, and your wallet balance and points.',
      },
      {
        question: 'هل بيانات بطاقتي آمنة؟',
        questionEn: 'Is my card information safe?',
        answer:
          'نعم. تُدخل بيانات البطاقة في صفحة مزود الدفع المرخّص مباشرة ولا نخزنها على خوادمنا أبدًا، وكل الاتصالات مشفرة.',
        answerEn:
          'Yes. You enter your card details on the licensed payment provider’s page directly; we never store them on our servers, and every connection is encrypted.',
      },
    ],
  },
  {
    slug: 'refunds',
    name: 'الاسترجاع والاسترداد',
    nameEn: 'Returns and refunds',
    faqs: [
      {
        question: 'كيف أطلب استرداد مبلغ؟',
        questionEn: 'How do I ask for a refund?',
        answer:
          'من صفحة تفاصيل طلب تم توصيله، اختر **طلب استرداد** واذكر السبب. يراجع فريق الدعم طلبك عادة خلال يومي عمل، وتتابع حالته في **سجل الاسترداد**.',
        answerEn:
          'On the Order Details page of a delivered order, choose **Request a refund** and give the reason. Our support team usually reviews it within two working days, and you can follow it in **Refund History**.',
      },
      {
        question: 'متى يصلني المبلغ المسترد؟',
        questionEn: 'When will I receive my refund?',
        answer:
          'يضاف المبلغ إلى محفظتك فور الموافقة. إن اخترت إرجاعه إلى حسابك البنكي فيصل خلال 5 إلى 10 أيام عمل إلى الآيبان المسجل في **بيانات الاسترداد**.',
        answerEn:
          'The amount goes to your wallet as soon as the refund is approved. If you choose your bank account instead, it arrives within 5 to 10 working days at the IBAN in your **Payout Details**.',
      },
    ],
  },
  {
    slug: 'account',
    name: 'الحساب',
    nameEn: 'Account',
    faqs: [
      {
        question: 'نسيت كلمة المرور، ماذا أفعل؟',
        questionEn: 'I forgot my password. What should I do?',
        answer:
          'اختر **نسيت كلمة المرور** في صفحة تسجيل الدخول وأدخل بريدك الإلكتروني، وسنرسل لك رمزًا لتعيين كلمة مرور جديدة.',
        answerEn:
          'Choose **Forgot password** on the sign-in page and enter your e-mail address; we will send you a code to set a new password.',
      },
      {
        question: 'كيف أحذف حسابي؟',
        questionEn: 'How do I delete my account?',
        answer:
          'راسلنا عبر صفحة [اتصل بنا](/contact-us) من البريد المسجل في حسابك. نحذف بياناتك الشخصية خلال 30 يومًا، ونحتفظ فقط بما يلزمنا به النظام مثل الفواتير. التفاصيل في [سياسة الخصوصية](/privacy-policy).',
        answerEn:
          'Write to us through [Contact Us](/contact-us) from the e-mail address of your account. We delete your personal data within 30 days and keep only what the law requires, such as invoices. See our [privacy policy](/privacy-policy) for details.',
      },
    ],
  },
];

export const demoPages = [
  {
    slug: 'about-us',
    title: 'من نحن',
    titleEn: 'About Us',
    summary: 'سوق يجمع متاجر حيك الموثوقة في مكان واحد، بتوصيل سريع ودفع آمن.',
    summaryEn:
      'A marketplace that brings your neighbourhood’s trusted shops together, with fast delivery and safe payment.',
    body: `## قصتنا

بدأنا بفكرة بسيطة: أن يصل كل ما تحتاجه من متاجر مدينتك إلى بابك بسهولة. اليوم نجمع محلات السوبر ماركت والمخابز والصيدليات والملاحم ومحلات الخضار والزهور في سوق واحد، يطلب منه المتسوقون في مدن المملكة بالعربية أو بالإنجليزية.

## ما نقدمه

- **متاجر محلية موثوقة**: نراجع كل متجر قبل انضمامه، ونعرض تقييمات المتسوقين الحقيقية.
- **توصيل يناسبك**: سريع خلال ساعات أو في موعد تختاره.
- **دفع آمن**: مدى والبطاقات وApple Pay والتقسيط والدفع عند الاستلام.
- **دعم يهتم**: فريق يرد على أسئلتك وطلبات الاسترداد بسرعة.

## للتجار

نساعد المتاجر المحلية على الوصول إلى عملاء جدد دون تكلفة بناء متجر إلكتروني خاص. [انضم إلينا كتاجر](/become-seller).

## تواصل معنا

لديك سؤال أو اقتراح؟ اطلع على [الأسئلة الشائعة](/faqs) أو [راسلنا](/contact-us).`,
    bodyEn: `## Our story

We started with a simple idea: everything you need from your city’s shops should reach your door easily. Today we bring supermarkets, bakeries, pharmacies, butchers, greengrocers and florists together in one marketplace, where shoppers across the Kingdom order in Arabic or English.

## What we offer

- **Trusted local shops**: we check every shop before it joins, and show real shoppers’ reviews.
- **Delivery that suits you**: express within hours, or at a time you choose.
- **Safe payment**: mada, cards, Apple Pay, instalments and cash on delivery.
- **Support that cares**: a team that answers your questions and refund requests quickly.

## For merchants

We help local shops reach new customers without the cost of building a shop of their own. [Become a seller](/become-seller).

## Get in touch

A question or a suggestion? Read our [FAQs](/faqs) or [write to us](/contact-us).`,
  },
  {
    slug: 'privacy-policy',
    title: 'سياسة الخصوصية',
    titleEn: 'Privacy policy',
    summary: 'ما البيانات الشخصية التي نجمعها، ولماذا، وكم نحتفظ بها، وحقوقك عليها.',
    summaryEn: 'Which personal data we collect, why, how long we keep it, and your rights over it.',
    body: `نحترم خصوصيتك. توضح هذه السياسة كيف نتعامل مع بياناتك الشخصية عند استخدامك لمتجرنا، وفق نظام حماية البيانات الشخصية في المملكة العربية السعودية.

## البيانات التي نجمعها

- **بيانات الحساب**: الاسم والبريد الإلكتروني ورقم الجوال وكلمة المرور (مخزنة مشفرة بطريقة لا يمكن عكسها).
- **بيانات الطلبات**: عناوين التوصيل والمنتجات المطلوبة والفواتير.
- **بيانات الدفع**: يعالجها مزود الدفع المرخص مباشرة؛ لا نخزن أرقام البطاقات.
- **بيانات الاستخدام**: اللغة والعملة المختارتان وسجلات تقنية تساعدنا على حماية الخدمة.

## لماذا نستخدمها

- لتنفيذ طلباتك وتوصيلها والتواصل معك بشأنها.
- لإصدار الفواتير والوفاء بالتزاماتنا النظامية.
- لحماية حسابك ومنع الاحتيال.
- لإرسال النشرة البريدية فقط إذا اشتركت فيها، ويمكنك إلغاء الاشتراك في أي وقت.

## مع من نشاركها

نشارك مع المتجر الذي طلبت منه ومع مندوب التوصيل ما يلزم لتنفيذ طلبك فقط، ومع مزودي الدفع والرسائل الذين يعملون نيابة عنا. **لا نبيع بياناتك أبدًا.**

## مدة الاحتفاظ

نحتفظ ببيانات حسابك ما دام الحساب قائمًا، وبالفواتير المدة التي يفرضها النظام. عند حذف الحساب نحذف بقية بياناتك خلال 30 يومًا.

## حقوقك

يحق لك الاطلاع على بياناتك وتصحيحها وطلب نسخة منها أو حذفها. [راسلنا](/contact-us) وسنرد خلال 30 يومًا.

## التغييرات على هذه السياسة

إذا غيرنا هذه السياسة تغييرًا جوهريًا فسنخبرك قبل سريانه.`,
    bodyEn: `We respect your privacy. This policy explains how we handle your personal data when you use our shop, in line with the Personal Data Protection Law of the Kingdom of Saudi Arabia.

## The data we collect

- **Account data**: your name, e-mail address, mobile number and password (stored as a one-way hash).
- **Order data**: delivery addresses, the products you order and your invoices.
- **Payment data**: handled by the licensed payment provider directly; we never store card numbers.
- **Usage data**: the language and currency you chose, and technical logs that help us protect the service.

## Why we use it

- To fulfil and deliver your orders and to contact you about them.
- To issue invoices and meet our legal obligations.
- To protect your account and prevent fraud.
- To send our newsletter, only if you subscribe; you can unsubscribe at any time.

## Who we share it with

We share with the shop you ordered from and the courier only what your order needs, and with the payment and messaging providers who work on our behalf. **We never sell your data.**

## How long we keep it

We keep your account data while your account exists, and invoices for as long as the law requires. When you delete your account, we delete the rest of your data within 30 days.

## Your rights

You may see, correct, ask for a copy of, or delete your data. [Write to us](/contact-us) and we will answer within 30 days.

## Changes to this policy

If we change this policy in a way that matters, we will tell you before the change takes effect.`,
  },
] satisfies (typeof contentPages.$inferInsert)[];

/**
 * Fills empty content tables with the demo FAQs and pages, published; tables with rows are
 * left alone, so running it again changes nothing. Returns how many questions and pages it added.
 */
export async function seedDemoContent(db: Database): Promise<{ faqs: number; pages: number }> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`lock table ${faqTopics}, ${contentPages} in exclusive mode`);
    let addedFaqs = 0;
    let addedPages = 0;
    const [topicRows] = await tx.select({ n: count() }).from(faqTopics);
    if ((topicRows?.n ?? 0) === 0) {
      for (const [index, topic] of demoFaqTopics.entries()) {
        const [row] = await tx
          .insert(faqTopics)
          .values({
            slug: topic.slug,
            name: topic.name,
            nameEn: topic.nameEn,
            position: index,
            publishedAt: sql`now()`,
          })
          .returning({ id: faqTopics.id });
        if (!row) throw new Error('seedDemoContent: no topic');
        await tx.insert(faqs).values(
          topic.faqs.map((faq, position) => ({
            ...faq,
            topicId: row.id,
            position,
            publishedAt: sql`now()`,
          })),
        );
        addedFaqs += topic.faqs.length;
      }
    }
    const [pageRows] = await tx.select({ n: count() }).from(contentPages);
    if ((pageRows?.n ?? 0) === 0) {
      await tx
        .insert(contentPages)
        .values(demoPages.map((page) => ({ ...page, publishedAt: sql`now()` })));
      addedPages = demoPages.length;
    }
    return { faqs: addedFaqs, pages: addedPages };
  });
}
