import type { BlogPost, BlogPostPage } from '@shop/core/blog';
import type { FaqList } from '@shop/core/content';
import { callApi, demo, expect, expectAccessible, signIn, test } from './fixtures';

// Content in the back office (issue 17): a moderator writes a blog post as a draft (shoppers do
// not see it), previews it as shoppers will see it, publishes it and it is on the blog; then
// changes a FAQ answer and the public FAQs answer it at once. Support staff have no content.

const texts = {
  en: {
    email: 'E-mail',
    password: 'Password',
    signIn: 'Sign in',
    content: 'Content',
    posts: 'Blog posts',
    newPost: 'New post',
    field: {
      title: 'Title in Arabic',
      titleEn: 'Title in English',
      slug: 'Address (slug) in Arabic',
      slugEn: 'Address (slug) in English',
      excerpt: 'Excerpt in Arabic',
      excerptEn: 'Excerpt in English',
      author: 'Author in Arabic',
      authorEn: 'Author in English',
      coverAlt: 'Cover description in Arabic',
      coverAltEn: 'Cover description in English',
      coverImage: 'Cover image',
      body: 'Body in Arabic',
      bodyEn: 'Body in English',
      category: 'Category',
      answerEn: 'Answer in English',
    },
    saveDraft: 'Save as draft',
    saveChanges: 'Save changes',
    saved: 'Saved',
    publish: 'Publish',
    published: 'Published: shoppers see it now',
    preview: 'Preview',
    bold: 'Bold',
    draft: 'Draft',
    state: 'State',
    drafts: 'Drafts',
    show: 'Show',
    faqs: 'FAQs',
  },
  ar: {
    email: 'البريد الإلكتروني',
    password: 'كلمة المرور',
    signIn: 'تسجيل الدخول',
    content: 'المحتوى',
    posts: 'تدوينات المدونة',
    newPost: 'تدوينة جديدة',
    field: {
      title: 'العنوان بالعربية',
      titleEn: 'العنوان بالإنجليزية',
      slug: 'المسار (slug) بالعربية',
      slugEn: 'المسار (slug) بالإنجليزية',
      excerpt: 'المقتطف بالعربية',
      excerptEn: 'المقتطف بالإنجليزية',
      author: 'الكاتب بالعربية',
      authorEn: 'الكاتب بالإنجليزية',
      coverAlt: 'وصف صورة الغلاف بالعربية',
      coverAltEn: 'وصف صورة الغلاف بالإنجليزية',
      coverImage: 'صورة الغلاف',
      body: 'النص بالعربية',
      bodyEn: 'النص بالإنجليزية',
      category: 'التصنيف',
      answerEn: 'الإجابة بالإنجليزية',
    },
    saveDraft: 'حفظ كمسودة',
    saveChanges: 'حفظ التغييرات',
    saved: 'تم الحفظ',
    publish: 'نشر',
    published: 'تم النشر: يراه المتسوّقون الآن',
    preview: 'معاينة',
    bold: 'غامق',
    draft: 'مسودة',
    state: 'الحالة',
    drafts: 'المسودات',
    show: 'عرض',
    faqs: 'الأسئلة الشائعة',
  },
} as const;

const publicPosts = async () =>
  (await callApi<BlogPostPage>('GET', 'Blog?pageSize=24')).body.items.map((post) => post.slugEn);

for (const lang of ['en', 'ar'] as const) {
  const t = texts[lang];

  test(`${lang}: a moderator drafts a blog post, previews it, publishes it and it is on the blog`, async ({
    page,
  }) => {
    const n = `${lang}-${Date.now()}`;
    const slugEn = `fresh-bread-${n}`;
    const titleEn = `Fresh bread ${n}`;

    await signIn(page, lang, demo.moderator);
    await page.getByRole('link', { name: t.content, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: t.posts })).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('link', { name: t.newPost }).click();
    const fill = async (label: string, value: string) =>
      page.getByRole('textbox', { name: label, exact: true }).fill(value);
    await fill(t.field.title, `خبز طازج ${n}`);
    await fill(t.field.titleEn, titleEn);
    await fill(t.field.slug, `خبز-طازج-${n}`);
    await fill(t.field.slugEn, slugEn);
    await fill(t.field.excerpt, 'كيف نخبز كل صباح');
    await fill(t.field.excerptEn, 'How we bake every morning');
    await fill(t.field.author, 'فريق المخبز');
    await fill(t.field.authorEn, 'The bakery team');
    await fill(t.field.coverAlt, 'أرغفة على رف');
    await fill(t.field.coverAltEn, 'Loaves on a shelf');
    await fill(t.field.coverImage, '/media/products/bread.svg');
    await page.getByLabel(t.field.category).selectOption({ index: 1 });
    await fill(t.field.body, 'نخبز **كل صباح** في الرابعة.');
    const bodyEn = page.getByRole('textbox', { name: t.field.bodyEn, exact: true });
    await bodyEn.fill('We bake every morning at four.');
    // The toolbar: "every morning" made bold.
    await bodyEn.evaluate((element: HTMLTextAreaElement) => element.setSelectionRange(8, 21));
    const englishToolbar = page.getByRole('toolbar').nth(1);
    await englishToolbar.getByRole('button', { name: t.bold }).click();
    await expect(bodyEn).toHaveValue('We bake **every morning** at four.');
    await expect(page.getByRole('textbox', { name: t.field.body, exact: true })).toHaveAttribute(
      'dir',
      'rtl',
    );

    await page.getByRole('button', { name: t.saveDraft }).click();
    await expect(page.getByRole('status').filter({ hasText: t.saved })).toBeVisible();
    await expect(page).toHaveURL(/\/content\/blog\/\d+$/);
    await expect(page.getByText(t.draft, { exact: true })).toBeVisible();

    // A draft: not on the blog.
    expect((await callApi('GET', `Blog/${slugEn}`)).status).toBe(404);
    expect(await publicPosts()).not.toContain(slugEn);

    // The preview is the API's rendering, as shoppers will get it.
    await page
      .getByRole('tablist', { name: t.field.bodyEn })
      .getByRole('tab', { name: t.preview })
      .click();
    const preview = page.getByRole('tabpanel', { name: t.preview });
    await expect(preview.locator('strong')).toHaveText('every morning');
    await expect(preview.locator('[dir="ltr"]')).toBeVisible();
    await page
      .getByRole('tablist', { name: t.field.body })
      .getByRole('tab', { name: t.preview })
      .click();
    const arabicPreview = page.getByRole('tabpanel', { name: t.preview }).first();
    await expect(page.locator('[role="tabpanel"]:visible [dir="rtl"] strong')).toHaveText(
      'كل صباح',
    );
    await expect(arabicPreview).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('button', { name: t.publish, exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: t.published })).toBeVisible();
    const shown = await callApi<BlogPost>('GET', `Blog/${slugEn}`);
    expect(shown.status).toBe(200);
    expect(shown.body.titleEn).toBe(titleEn);
    expect(shown.body.bodyHtmlEn).toBe('<p>We bake <strong>every morning</strong> at four.</p>');
    expect(shown.body.bodyHtml).toContain('<strong>كل صباح</strong>');
    expect(await publicPosts()).toContain(slugEn);

    // The list's filter is in the address: drafts no longer hold it.
    await page.goto(`/content?state=draft&lang=${lang}`);
    await expect(page.getByRole('heading', { level: 1, name: t.posts })).toBeVisible();
    await expect(page.getByLabel(t.state)).toHaveValue('draft');
    await expect(page.getByRole('link', { name: titleEn })).toHaveCount(0);
  });

  test(`${lang}: a moderator changes a FAQ answer and the public FAQs answer it`, async ({
    page,
  }) => {
    const before = (await callApi<FaqList>('GET', 'Faq')).body;
    // Each language its own question, so the two tests never write the same one.
    const faq = before.topics[0]!.faqs[lang === 'en' ? 0 : 1]!;
    const stamp = `${lang} ${Date.now()}`;
    const answer = `Follow it under **My Orders** (${stamp}).`;

    await signIn(page, lang, demo.moderator);
    await page.getByRole('link', { name: t.content, exact: true }).click();
    await page.getByRole('link', { name: t.faqs, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: t.faqs })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('link', { name: lang === 'en' ? faq.questionEn : faq.question }).click();
    const field = page.getByRole('textbox', { name: t.field.answerEn, exact: true });
    await expect(field).not.toHaveValue('');
    await field.fill(answer);
    await page.getByRole('button', { name: t.saveChanges }).click();
    await expect(page.getByRole('status').filter({ hasText: t.saved })).toBeVisible();
    await expectAccessible(page);

    const after = (await callApi<FaqList>('GET', 'Faq')).body;
    const changed = after.topics.flatMap((topic) => topic.faqs).find((one) => one.id === faq.id);
    expect(changed?.answerHtmlEn).toBe(
      `<p>Follow it under <strong>My Orders</strong> (${stamp}).</p>`,
    );
  });
}

test('support staff have no content screens, and the API refuses them the preview', async ({
  page,
}) => {
  await signIn(page, 'en', demo.support);
  await expect(page.getByRole('link', { name: 'Orders', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Content', exact: true })).toHaveCount(0);
  const support = await callApi<{ token: string }>('POST', 'Staff/SignIn', { data: demo.support });
  const refused = await callApi('POST', 'Staff/Markdown/Preview', {
    token: support.body.token,
    data: { markdown: 'hi' },
  });
  expect(refused.status).toBe(403);
});
