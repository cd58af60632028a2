import { CODE_TTL_MINUTES } from '#src/customers/codes.ts';
import type { Mail } from './mailer.ts';

export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/** The HTML of a mail in one language (`dir` from it), `body` being its escaped content. */
export function mailPage(lang: 'en' | 'ar', body: string): string {
  const dir = lang === 'ar' ? 'rtl' : 'ltr';
  return (
    `<!doctype html><html lang="${lang}" dir="${dir}"><body style="font-family:system-ui,sans-serif;max-width:640px;margin:auto;line-height:1.6;text-align:start">` +
    body +
    '</body></html>'
  );
}

interface BilingualMail {
  subjectAr: string;
  subjectEn: string;
  /** Paragraphs before and after the code, per language. */
  ar: [string, string];
  en: [string, string];
}

/** One message in both languages (Arabic first, right to left), as text and HTML. */
function codeMail(to: string, name: string, code: string, content: BilingualMail): Mail {
  const text = [
    `مرحباً ${name}،`,
    content.ar[0],
    code,
    content.ar[1],
    '',
    '———',
    '',
    `Hello ${name},`,
    content.en[0],
    code,
    content.en[1],
  ].join('\n\n');
  const codeBlock = `<p style="font-size:28px;font-weight:bold;letter-spacing:6px;font-family:monospace;direction:ltr">${code}</p>`;
  const section = (lang: 'ar' | 'en', hello: string, [before, after]: [string, string]) =>
    `<div lang="${lang}" dir="${lang === 'ar' ? 'rtl' : 'ltr'}" style="text-align:${lang === 'ar' ? 'right' : 'left'}">` +
    `<p>${escapeHtml(hello)}</p><p>${escapeHtml(before)}</p>${codeBlock}<p>${escapeHtml(after)}</p></div>`;
  const html =
    '<!doctype html><html><body style="font-family:system-ui,sans-serif;max-width:560px;margin:auto;line-height:1.6">' +
    section('ar', `مرحباً ${name}،`, content.ar) +
    '<hr>' +
    section('en', `Hello ${name},`, content.en) +
    '</body></html>';
  return { to, subject: `${content.subjectAr} | ${content.subjectEn}`, text, html, code };
}

export function verificationMail(to: string, name: string, code: string): Mail {
  return codeMail(to, name, code, {
    subjectAr: 'رمز تأكيد بريدك الإلكتروني',
    subjectEn: 'Your e-mail verification code',
    ar: [
      'استخدم هذا الرمز لتأكيد بريدك الإلكتروني في سوق:',
      `الرمز صالح لمدة ${CODE_TTL_MINUTES} دقائق ولمرة واحدة. إذا لم تنشئ حساباً فتجاهل هذه الرسالة.`,
    ],
    en: [
      'Use this code to verify your e-mail address at Souq:',
      `The code is valid for ${CODE_TTL_MINUTES} minutes and once only. If you did not sign up, ignore this message.`,
    ],
  });
}

export function passwordResetMail(to: string, name: string, code: string): Mail {
  return codeMail(to, name, code, {
    subjectAr: 'رمز إعادة تعيين كلمة المرور',
    subjectEn: 'Your password reset code',
    ar: [
      'استخدم هذا الرمز لتعيين كلمة مرور جديدة لحسابك في سوق:',
      `الرمز صالح لمدة ${CODE_TTL_MINUTES} دقائق ولمرة واحدة. إذا لم تطلب ذلك فتجاهل هذه الرسالة؛ كلمة مرورك لم تتغير.`,
    ],
    en: [
      'Use this code to set a new password for your Souq account:',
      `The code is valid for ${CODE_TTL_MINUTES} minutes and once only. If you did not ask for it, ignore this message: your password has not changed.`,
    ],
  });
}
