import type { SellerApplicationStatus } from '@shop/core/schemas';
import { eq } from 'drizzle-orm';
import { CODE_TTL_MINUTES } from '#src/customers/codes.ts';
import type { Database } from '#src/db/database.ts';
import { sellerApplications } from '#src/db/schema.ts';
import { escapeHtml, mailPage } from '#src/mail/account-mails.ts';
import type { Mail, Mailer } from '#src/mail/mailer.ts';
import { issueApplicationCode } from './seller-applications-codes.ts';

// The mails about a seller application, in the language the applicant applied in: the e-mail
// code, "you have applied already" (the answer to a repeated application, so the API's answer
// never tells), "we received it", and each decision of staff (with its reason).

type Lang = 'en' | 'ar';

/** What a mail about an application says; the queue's job names only this and the id. */
export const sellerApplicationNotices = [
  'code',
  'already_applied',
  'received',
  'approved',
  'rejected',
  'suspended',
  'reinstated',
] as const;
export type SellerApplicationNotice = (typeof sellerApplicationNotices)[number];

const statusWords: Record<Lang, Record<SellerApplicationStatus, string>> = {
  en: {
    unconfirmed: 'waiting for the code we e-mailed you',
    submitted: 'received, waiting for review',
    under_review: 'under review',
    approved: 'approved',
    rejected: 'rejected',
    suspended: 'suspended',
  },
  ar: {
    unconfirmed: 'بانتظار إدخال الرمز الذي أرسلناه إلى بريدك',
    submitted: 'مستلَم وبانتظار المراجعة',
    under_review: 'قيد المراجعة',
    approved: 'مقبول',
    rejected: 'مرفوض',
    suspended: 'موقوف',
  },
};

interface Words {
  hello: (name: string) => string;
  reason: string;
  team: string;
  code: { subject: string; intro: string; after: string };
  already_applied: { subject: string; intro: (status: string) => string };
  received: { subject: string; intro: string };
  approved: { subject: string; intro: (store: string) => string };
  rejected: { subject: string; intro: string };
  suspended: { subject: string; intro: string };
  reinstated: { subject: string; intro: (store: string) => string };
}

const texts: Record<Lang, Words> = {
  en: {
    hello: (name) => `Hello ${name},`,
    reason: 'Reason:',
    team: 'The Souq sellers team',
    code: {
      subject: 'Your Souq seller application code',
      intro: 'Use this code to confirm your application to sell on Souq:',
      after: `The code is valid for ${CODE_TTL_MINUTES} minutes and once only. If you did not apply, ignore this message.`,
    },
    already_applied: {
      subject: 'You have already applied to sell on Souq',
      intro: (status) =>
        `You have already applied to sell on Souq with this e-mail address and commercial registration number. Your application is ${status}. Nothing was changed.`,
    },
    received: {
      subject: 'We received your application to sell on Souq',
      intro:
        'Thank you: we received your application to sell on Souq. Our team will review it and write to you at this address.',
    },
    approved: {
      subject: 'Your store on Souq is open',
      intro: (store) =>
        `Your application is approved: your store ${store} is open. Sign in as a seller with your e-mail address and the password you chose when you applied.`,
    },
    rejected: {
      subject: 'Your application to sell on Souq was not approved',
      intro: 'We are sorry: your application to sell on Souq was not approved.',
    },
    suspended: {
      subject: 'Your store on Souq is suspended',
      intro:
        'Your seller account and store on Souq are suspended: the store is hidden from shoppers.',
    },
    reinstated: {
      subject: 'Your store on Souq is open again',
      intro: (store) => `Your seller account is reinstated: your store ${store} is open again.`,
    },
  },
  ar: {
    hello: (name) => `مرحباً ${name}،`,
    reason: 'السبب:',
    team: 'فريق البائعين في سوق',
    code: {
      subject: 'رمز طلب البيع في سوق',
      intro: 'استخدم هذا الرمز لتأكيد طلبك للبيع في سوق:',
      after: `الرمز صالح لمدة ${CODE_TTL_MINUTES} دقائق ولمرة واحدة. إذا لم تقدّم طلباً فتجاهل هذه الرسالة.`,
    },
    already_applied: {
      subject: 'لقد قدّمت طلباً للبيع في سوق من قبل',
      intro: (status) =>
        `لقد قدّمت طلباً للبيع في سوق بهذا البريد الإلكتروني ورقم السجل التجاري من قبل. حالة طلبك: ${status}. لم يتغير شيء.`,
    },
    received: {
      subject: 'استلمنا طلبك للبيع في سوق',
      intro: 'شكراً لك: استلمنا طلبك للبيع في سوق. سيراجعه فريقنا ويراسلك على هذا العنوان.',
    },
    approved: {
      subject: 'متجرك في سوق مفتوح',
      intro: (store) =>
        `تمت الموافقة على طلبك: متجرك ${store} مفتوح الآن. سجّل الدخول كبائع ببريدك الإلكتروني وكلمة المرور التي اخترتها عند تقديم الطلب.`,
    },
    rejected: {
      subject: 'لم تتم الموافقة على طلبك للبيع في سوق',
      intro: 'نأسف: لم تتم الموافقة على طلبك للبيع في سوق.',
    },
    suspended: {
      subject: 'تم إيقاف متجرك في سوق',
      intro: 'تم إيقاف حساب البائع ومتجرك في سوق: المتجر مخفي عن المتسوقين.',
    },
    reinstated: {
      subject: 'متجرك في سوق مفتوح من جديد',
      intro: (store) => `تمت إعادة تفعيل حساب البائع: متجرك ${store} مفتوح من جديد.`,
    },
  },
};

interface MailedApplication {
  email: string;
  contactName: string;
  locale: string;
  status: SellerApplicationStatus;
  statusReason: string | null;
  displayName: string;
  displayNameEn: string;
}

/** The mail of `notice` about `application` (a code mail carries `code`). */
export function sellerApplicationMail(
  application: MailedApplication,
  notice: SellerApplicationNotice,
  code?: string,
): Mail {
  const lang: Lang = application.locale === 'ar' ? 'ar' : 'en';
  const t = texts[lang];
  const store = lang === 'ar' ? application.displayName : application.displayNameEn;
  let subject: string;
  let paragraphs: string[];
  switch (notice) {
    case 'code':
      subject = t.code.subject;
      paragraphs = [t.code.intro, code ?? '', t.code.after];
      break;
    case 'already_applied':
      subject = t.already_applied.subject;
      paragraphs = [t.already_applied.intro(statusWords[lang][application.status])];
      break;
    case 'received':
      subject = t.received.subject;
      paragraphs = [t.received.intro];
      break;
    case 'approved':
    case 'reinstated':
      subject = t[notice].subject;
      paragraphs = [t[notice].intro(store)];
      break;
    case 'rejected':
    case 'suspended':
      subject = t[notice].subject;
      paragraphs = [t[notice].intro];
      break;
  }
  if (notice === 'rejected' || notice === 'suspended' || notice === 'reinstated') {
    paragraphs.push(`${t.reason} ${application.statusReason ?? ''}`);
  }
  const all = [t.hello(application.contactName), ...paragraphs, t.team];
  const html = mailPage(
    lang,
    all
      .map((paragraph) =>
        paragraph === code
          ? `<p dir="ltr" style="font-size:28px;font-weight:bold;font-family:monospace">${paragraph}</p>`
          : `<p>${escapeHtml(paragraph)}</p>`,
      )
      .join(''),
  );
  return {
    to: application.email,
    subject,
    text: all.join('\n\n'),
    html,
    ...(code === undefined ? {} : { code }),
  };
}

/**
 * Builds and sends a mail about an application, from its row as it is now: a code only while it
 * is unconfirmed (made here, so the queue holds no secret); the other notices as they come.
 */
export async function deliverSellerApplicationMail(
  db: Database,
  mailer: Mailer,
  applicationId: number,
  notice: SellerApplicationNotice,
): Promise<void> {
  const [application] = await db
    .select({
      email: sellerApplications.email,
      contactName: sellerApplications.contactName,
      locale: sellerApplications.locale,
      status: sellerApplications.status,
      statusReason: sellerApplications.statusReason,
      displayName: sellerApplications.displayName,
      displayNameEn: sellerApplications.displayNameEn,
    })
    .from(sellerApplications)
    .where(eq(sellerApplications.id, applicationId));
  if (!application) return;
  if (notice !== 'code') {
    await mailer.send(sellerApplicationMail(application, notice));
    return;
  }
  const code = await issueApplicationCode(db, applicationId);
  if (code !== undefined) await mailer.send(sellerApplicationMail(application, 'code', code));
}
