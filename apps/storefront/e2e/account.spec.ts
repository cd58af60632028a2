import type { ProductDetail } from '@shop/core/catalog';
import { localizedName } from '@shop/core/i18n';
import {
  apiHeaders,
  asCustomer,
  expectDirection,
  languages,
  password,
  randomPhone,
  unique,
  inLanguage,
  mailServerOfFile,
} from './account-helpers';
import { expect, expectNoAxeViolations, fromApi, test } from './fixtures';

// The API e-mails codes to a real SMTP server that these tests run themselves.
const mail = mailServerOfFile();
const milkSlug = 'wadi-farms-full-fat-milk-1-l-nakheel';

for (const lang of languages) {
  test.describe(`account in ${lang}`, () => {
    const { t, spec } = inLanguage(lang);

    test('sign up → the code arrives by SMTP → verified and signed in; addresses and favourites work', async ({
      page,
      context,
      baseURL,
    }) => {
      const email = unique();
      const phone = randomPhone();
      await page.goto('/auth/register');
      await expectDirection(page, lang);
      const submit = page.getByRole('button', { name: t('account:register.submit') });
      await submit.click();
      for (const message of [
        spec.nameRequired,
        spec.emailRequired,
        spec.phoneRequired,
        spec.passwordRequired,
        spec.confirmRequired,
      ]) {
        await expect(page.getByText(message, { exact: true })).toBeVisible();
      }
      await expectNoAxeViolations(page);
      await page.getByRole('textbox', { name: t('account:fields.name') }).fill('Sara Al-Harbi');
      await page.getByRole('textbox', { name: t('account:fields.email') }).fill(email);
      await page.getByRole('textbox', { name: t('account:fields.phone') }).fill(phone);
      const passwordField = page.getByLabel(t('account:fields.password'), { exact: true });
      const confirmField = page.getByLabel(t('account:fields.confirmPassword'));
      await passwordField.fill('date1234');
      await confirmField.fill('date12345');
      await submit.click();
      await expect(page.getByText(spec.passwordTooShort)).toBeVisible();
      await expect(page.getByText(spec.confirmMismatch)).toBeVisible();
      await passwordField.fill(password);
      await confirmField.fill(password);
      await submit.click();

      await expect(page).toHaveURL(/\/auth\/otp$/);
      await expect(page.getByText(spec.codeSent)).toBeVisible();
      await expectNoAxeViolations(page);
      const code = await mail.codeFor(email);
      await page.getByLabel(t('account:fields.code')).fill(code);
      await page.getByRole('button', { name: t('account:verify.submit') }).click();

      await expect(page).toHaveURL(`${baseURL}/`);
      await expect(page.getByText(spec.loginSuccess)).toBeVisible();
      await expectDirection(page, lang);
      const stored = await page.evaluate(
        () =>
          JSON.parse(localStorage.getItem('storefront.customer') ?? '{}') as Record<string, string>,
      );
      expect(stored).toMatchObject({
        email,
        userName: 'Sara Al-Harbi',
        phone,
        phoneCode: '966',
      });
      expect(stored.token).toBeTruthy();

      // A guarded page opens now, and the login page sends the customer home.
      await page.goto('/my-favorite');
      await expect(page).toHaveURL(/\/my-favorite$/);
      await expect(
        page.getByRole('heading', { level: 2, name: t('account:favorites.emptyTitle') }),
      ).toBeVisible();
      await expectNoAxeViolations(page);
      await page.goto('/auth/login');
      await expect(page).toHaveURL(`${baseURL}/`);

      // Favourites survive a reload.
      const milk = await fromApi<ProductDetail>(`Product/${milkSlug}`);
      const milkName = localizedName(milk, lang);
      await page.goto(`/product/${milkSlug}`);
      await page
        .getByRole('button', { name: t('account:favorite.addNamed', { name: milkName }) })
        .first()
        .click();
      await expect(
        page
          .getByRole('button', { name: t('account:favorite.removeNamed', { name: milkName }) })
          .first(),
      ).toBeVisible();
      await page.goto('/my-favorite');
      await page.reload();
      const favourites = page.getByRole('list', { name: t('account:nav.favorites') });
      await expect(favourites.getByRole('listitem')).toHaveCount(1);
      await expect(favourites).toContainText(milkName);
      await expectNoAxeViolations(page);

      // Addresses through the spec's exact CustomerAddress calls, in the remembered region.
      await context.addCookies([{ name: 'region', value: '1.1.1.1', url: baseURL! }]);
      const calls: string[] = [];
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (url.pathname === '/api/CustomerAddress')
          calls.push(`${request.method()} ${url.pathname}${url.search}`);
      });
      await page.goto('/account/addresses');
      await expect
        .poll(() => calls)
        .toContain('GET /api/CustomerAddress?countryId=1&stateId=1&cityId=1');
      await page
        .getByRole('button', { name: t('account:addresses.add') })
        .first()
        .click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('button', { name: t('account:address.submit') }).click();
      await expect(dialog.getByText(spec.titleRequired, { exact: true })).toBeVisible();
      await expectNoAxeViolations(page);
      await dialog.getByLabel(t('account:address.title')).fill('Home');
      await dialog.getByLabel(t('account:address.streetAddress')).fill('King Fahd Road 12');
      await dialog.getByLabel(t('account:address.country')).selectOption({ index: 1 });
      await dialog.getByLabel(t('account:address.state')).selectOption({ index: 1 });
      await dialog.getByLabel(t('account:address.city')).selectOption({ index: 1 });
      await dialog.getByLabel(t('account:address.postalCode')).fill('1234');
      await dialog.getByLabel(t('account:address.phone'), { exact: true }).fill('512345678');
      await dialog.getByRole('button', { name: t('account:address.submit') }).click();
      await expect(dialog.getByText(spec.wrongPostalCode)).toBeVisible();
      await dialog.getByLabel(t('account:address.postalCode')).fill('12345');
      await dialog.getByRole('button', { name: t('account:address.submit') }).click();
      await expect(page.getByText('King Fahd Road 12')).toBeVisible();
      expect(calls).toContain('POST /api/CustomerAddress');
      await expectNoAxeViolations(page);

      await page
        .getByRole('button', { name: t('account:addresses.deleteLabel', { title: 'Home' }) })
        .click();
      await page.getByRole('button', { name: t('account:addresses.confirm') }).click();
      await expect(page.getByText('King Fahd Road 12')).toHaveCount(0);
      expect(
        calls.some((call) => /^DELETE \/api\/CustomerAddress\?addressId=\d+$/.test(call)),
      ).toBe(true);
    });

    test('an address is edited in the address modal: one POST CustomerAddress with its id, and the list shows the change (R2.79)', async ({
      page,
      context,
      request,
      baseURL,
    }) => {
      const customer = await mail.signedIn(context, request, baseURL!);
      await context.addCookies([{ name: 'region', value: '1.1.1.1', url: baseURL! }]);
      const home = { ar: 'المنزل', en: 'Home' }[lang];
      const office = { ar: 'المكتب', en: 'Office' }[lang];
      const created = await asCustomer(request, customer, 'POST', 'CustomerAddress', {
        title: home,
        streetAddress: 'King Fahd Road 12',
        countryId: 1,
        stateId: 1,
        subCityId: 1,
        postalCode: '12345',
        phone: '512345678',
        floorNumber: '2',
      });
      const { id } = (await created.json()) as { id: number };
      const saves: unknown[] = [];
      page.on('request', (request) => {
        if (
          request.method() === 'POST' &&
          new URL(request.url()).pathname === '/api/CustomerAddress'
        )
          saves.push(request.postDataJSON());
      });

      await page.goto('/account/addresses');
      await expectDirection(page, lang);
      await page
        .getByRole('button', { name: t('account:addresses.editLabel', { title: home }) })
        .click();
      const dialog = page.getByRole('dialog', { name: t('account:address.editTitle') });
      const title = dialog.getByLabel(t('account:address.title'));
      await expect(title).toHaveValue(home);
      await expect(dialog.getByLabel(t('account:address.floorNumber'))).toHaveValue('2');
      await title.fill('');
      await dialog.getByRole('button', { name: t('account:address.submit') }).click();
      await expect(dialog.getByText(spec.titleRequired, { exact: true })).toBeVisible();
      await expectNoAxeViolations(page);
      expect(saves).toEqual([]);

      await title.fill(office);
      await dialog.getByLabel(t('account:address.streetAddress')).fill('Olaya Street 40');
      await dialog.getByRole('button', { name: t('account:address.submit') }).click();
      await expect(dialog).toBeHidden();
      const card = page.getByRole('article', { name: office });
      await expect(card).toContainText('Olaya Street 40');
      await expect(page.getByText('King Fahd Road 12')).toHaveCount(0);
      await expect(page.getByRole('article', { name: home })).toHaveCount(0);
      expect(saves).toEqual([
        expect.objectContaining({
          id,
          title: office,
          streetAddress: 'Olaya Street 40',
          floorNumber: '2',
        }),
      ]);

      // Saved by the API, not only on the page: a reload lists the edited address.
      await page.reload();
      await expect(page.getByRole('article', { name: office })).toContainText('Olaya Street 40');
      await expect(page.getByRole('article', { name: home })).toHaveCount(0);
    });

    test('an e-mail already registered is refused; signing in unverified lands on /auth/otp with the message', async ({
      page,
      request,
    }) => {
      const email = unique();
      const signUp = await request.post('/api/Customer/SignUp', {
        headers: apiHeaders,
        data: { name: 'Omar', email, phoneCode: '966', phone: randomPhone(), password },
      });
      expect(signUp.status()).toBe(201);

      await page.goto('/auth/register');
      await page.getByRole('textbox', { name: t('account:fields.name') }).fill('Omar');
      await page.getByRole('textbox', { name: t('account:fields.email') }).fill(email);
      await page.getByRole('textbox', { name: t('account:fields.phone') }).fill(randomPhone());
      await page.getByLabel(t('account:fields.password'), { exact: true }).fill(password);
      await page.getByLabel(t('account:fields.confirmPassword')).fill(password);
      await page.getByRole('button', { name: t('account:register.submit') }).click();
      await expect(page.getByText(spec.alreadyRegistered)).toBeVisible();
      await expect(page).toHaveURL(/\/auth\/register$/);

      await page.goto('/auth/login');
      await expectDirection(page, lang);
      await expectNoAxeViolations(page);
      await page.getByRole('textbox', { name: t('account:fields.email') }).fill(email);
      await page.getByLabel(t('account:fields.password'), { exact: true }).fill(password);
      await page.getByRole('button', { name: t('account:login.submit'), exact: true }).click();
      await expect(page).toHaveURL(/\/auth\/otp$/);
      await expect(page.getByText(spec.codeSent)).toBeVisible();
    });

    test('forgot password → code → new password signs in with "Welcome back"; profile and password modals', async ({
      page,
      request,
      baseURL,
    }) => {
      const { email } = await mail.verifiedCustomer(request);
      await page.goto('/auth/forgot-password');
      await expectDirection(page, lang);
      await page.getByRole('button', { name: t('account:forgot.submit') }).click();
      await expect(page.getByText(spec.emailRequired)).toBeVisible();
      await expectNoAxeViolations(page);
      await page.getByRole('textbox', { name: t('account:fields.email') }).fill(email);
      const before = mail.count();
      await page.getByRole('button', { name: t('account:forgot.submit') }).click();
      await expect(page).toHaveURL(/\/auth\/update-password$/);
      await page.getByRole('button', { name: t('account:reset.submit') }).click();
      await expect(page.getByText(spec.newPasswordRequired)).toBeVisible();
      await expectNoAxeViolations(page);
      const code = await mail.codeFor(email, before);
      await page.getByLabel(t('account:fields.code')).fill(code);
      await page
        .getByLabel(t('account:fields.newPassword'), { exact: true })
        .fill('new-date-palm-9');
      await page.getByLabel(t('account:fields.confirmPassword')).fill('new-date-palm-9');
      await page.getByRole('button', { name: t('account:reset.submit') }).click();
      await expect(page).toHaveURL(`${baseURL}/`);
      await expect(page.getByText(spec.welcomeBack, { exact: true })).toBeVisible();

      // My Dashboard: edit the profile, then change the password.
      await page.goto('/account');
      await expectDirection(page, lang);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('account:nav.dashboard'));
      await expectNoAxeViolations(page);
      await page.getByRole('button', { name: t('account:profile.title') }).click();
      const profile = page.getByRole('dialog');
      await profile.getByRole('textbox', { name: t('account:fields.name') }).fill('');
      await profile.getByRole('button', { name: t('account:profile.submit') }).click();
      await expect(profile.getByText(spec.nameRequired)).toBeVisible();
      await expectNoAxeViolations(page);
      await profile.getByRole('textbox', { name: t('account:fields.name') }).fill('Lina Q');
      await profile.getByRole('button', { name: t('account:profile.submit') }).click();
      await expect(page.getByText(spec.profileUpdated)).toBeVisible();
      const stored = await page.evaluate(
        () =>
          JSON.parse(localStorage.getItem('storefront.customer') ?? '{}') as Record<string, string>,
      );
      expect(stored).toMatchObject({ email, userName: 'Lina Q' });

      await page.getByRole('button', { name: t('account:password.title') }).click();
      const change = page.getByRole('dialog');
      await change.getByRole('button', { name: t('account:password.submit') }).click();
      await expect(change.getByText(spec.currentPasswordRequired)).toBeVisible();
      await expectNoAxeViolations(page);
      // A wrong current password is named as such, beside its field.
      await change.getByLabel(t('account:fields.currentPassword')).fill('not-my-password-1');
      await change
        .getByLabel(t('account:fields.newPassword'), { exact: true })
        .fill('third-date-palm-9');
      await change.getByLabel(t('account:fields.confirmPassword')).fill('third-date-palm-9');
      await change.getByRole('button', { name: t('account:password.submit') }).click();
      await expect(change.getByText(spec.wrongCurrentPassword)).toBeVisible();
      await change.getByLabel(t('account:fields.currentPassword')).fill('new-date-palm-9');
      await change
        .getByLabel(t('account:fields.newPassword'), { exact: true })
        .fill('third-date-palm-9');
      await change.getByLabel(t('account:fields.confirmPassword')).fill('third-date-palm-9');
      await change.getByRole('button', { name: t('account:password.submit') }).click();
      await expect(page.getByText(spec.passwordUpdated)).toBeVisible();

      // Sign out clears the customer; the guarded pages send to sign-in again.
      await page.getByRole('button', { name: t('account:nav.signOut') }).click();
      await expect(page).toHaveURL(`${baseURL}/`);
      expect(await page.evaluate(() => localStorage.getItem('storefront.customer'))).toBeNull();
      await page.goto('/my-favorite');
      await expect(page).toHaveURL(/\/auth\/login$/);
    });
  });
}
