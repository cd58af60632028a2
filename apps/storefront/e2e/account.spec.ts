import { expect, test, type APIRequestContext } from '@playwright/test';
import { smtpPort } from '../playwright.config';
import { expectNoAxeViolations } from './fixtures';
import { startMailServer } from './mail-server';

// The API e-mails codes to a real SMTP server that these tests run themselves.
// Started in the worker (test files are also loaded by the runner, which must not listen).
let mail: ReturnType<typeof startMailServer>;
test.beforeAll(async () => {
  mail = startMailServer(smtpPort);
  await mail.listening;
});
test.afterAll(() => mail.close());

const unique = () => `shopper-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
const password = 'date-palm-orchard';

test('sign up → the code arrives by SMTP → verified and signed in; addresses and favourites work', async ({
  page,
  context,
  baseURL,
}) => {
  const email = unique();
  await page.goto('/auth/register');
  await page.getByRole('textbox', { name: 'Name' }).fill('Sara Al-Harbi');
  await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await page.getByRole('textbox', { name: 'Mobile number' }).fill('512345678');
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password').fill(password);
  await page.getByRole('button', { name: 'Create account' }).click();

  await expect(page).toHaveURL(/\/auth\/otp$/);
  await expect(page.getByText('Please enter the code sent to your email.')).toBeVisible();
  await expectNoAxeViolations(page);
  const code = await mail.codeFor(email);
  await page.getByLabel('Verification code').fill(code);
  await page.getByRole('button', { name: 'Verify' }).click();

  await expect(page).toHaveURL(`${baseURL}/`);
  await expect(page.getByText('Login successful! Welcome back. 🎉')).toBeVisible();
  const stored = await page.evaluate(
    () => JSON.parse(localStorage.getItem('storefront.customer') ?? '{}') as Record<string, string>,
  );
  expect(stored).toMatchObject({
    email,
    userName: 'Sara Al-Harbi',
    phone: '512345678',
    phoneCode: '966',
  });
  expect(stored.token).toBeTruthy();

  // A guarded page opens now, and the login page sends the customer home.
  await page.goto('/my-favorite');
  await expect(page).toHaveURL(/\/my-favorite$/);
  await page.goto('/auth/login');
  await expect(page).toHaveURL(`${baseURL}/`);

  // Favourites survive a reload.
  await page.goto('/product/wadi-farms-full-fat-milk-1-l-nakheel');
  await page
    .getByRole('button', { name: 'Add to favourites: Wadi Farms Full Fat Milk 1 L' })
    .first()
    .click();
  await expect(
    page
      .getByRole('button', { name: 'Remove from favourites: Wadi Farms Full Fat Milk 1 L' })
      .first(),
  ).toBeVisible();
  await page.goto('/my-favorite');
  await page.reload();
  await expect(page.getByRole('list', { name: 'Favourites' }).getByRole('listitem')).toHaveCount(1);
  await expect(page.getByRole('list', { name: 'Favourites' })).toContainText(
    'Wadi Farms Full Fat Milk 1 L',
  );

  // Addresses through the spec's exact CustomerAddress calls, in the remembered region.
  await context.addCookies([{ name: 'region', value: '1.1.1.1', url: baseURL! }]);
  const calls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/CustomerAddress'))
      calls.push(
        `${request.method()} ${new URL(request.url()).pathname}${new URL(request.url()).search}`,
      );
  });
  await page.goto('/account/addresses');
  await expect
    .poll(() => calls)
    .toContain('GET /api/CustomerAddress?countryId=1&stateId=1&cityId=1');
  await page.getByRole('button', { name: 'Add address' }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Title').fill('Home');
  await dialog.getByLabel('Street address').fill('King Fahd Road 12');
  await dialog.getByLabel('Country').selectOption({ index: 1 });
  await dialog.getByLabel('State').selectOption({ index: 1 });
  await dialog.getByLabel('City').selectOption({ index: 1 });
  await dialog.getByLabel('Pincode / postal code').fill('1234');
  await dialog.getByLabel('Phone', { exact: true }).fill('512345678');
  await dialog.getByRole('button', { name: 'Save address' }).click();
  await expect(dialog.getByText('Wrong Postal Code')).toBeVisible();
  await dialog.getByLabel('Pincode / postal code').fill('12345');
  await dialog.getByRole('button', { name: 'Save address' }).click();
  await expect(page.getByText('King Fahd Road 12')).toBeVisible();
  expect(calls).toContain('POST /api/CustomerAddress');

  await page.getByRole('button', { name: 'Delete address: Home' }).click();
  await page.getByRole('button', { name: 'Yes, delete' }).click();
  await expect(page.getByText('King Fahd Road 12')).toHaveCount(0);
  expect(calls.some((call) => /^DELETE \/api\/CustomerAddress\?addressId=\d+$/.test(call))).toBe(
    true,
  );
});

test('signing in to an unverified account lands on /auth/otp with the message', async ({
  page,
  request,
}) => {
  const email = unique();
  const signUp = await request.post('/api/Customer/SignUp', {
    headers: { 'X-Public-Key': 'pk_demo_storefront' },
    data: { name: 'Omar', email, phoneCode: '966', phone: '598765432', password },
  });
  expect(signUp.status()).toBe(201);
  await page.goto('/auth/login');
  await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/auth\/otp$/);
  await expect(page.getByText('Please enter the code sent to your email.')).toBeVisible();
});

/** Signs up through the API and verifies with the e-mailed code; returns the customer's e-mail. */
async function verifiedCustomer(request: APIRequestContext) {
  const email = unique();
  const headers = { 'X-Public-Key': 'pk_demo_storefront' };
  const before = mail.count();
  expect(
    (
      await request.post('/api/Customer/SignUp', {
        headers,
        data: { name: 'Lina', email, phoneCode: '966', phone: '511111111', password },
      })
    ).status(),
  ).toBe(201);
  const code = await mail.codeFor(email, before);
  expect(
    (await request.post('/api/Customer/VerifyEmail', { headers, data: { email, code } })).status(),
  ).toBe(200);
  return email;
}

test('forgot password → code → new password signs in with "Welcome back"; profile and password modals', async ({
  page,
  request,
  baseURL,
}) => {
  const email = await verifiedCustomer(request);
  await page.goto('/auth/forgot-password');
  await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
  const before = mail.count();
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page).toHaveURL(/\/auth\/update-password$/);
  const code = await mail.codeFor(email, before);
  await page.getByLabel('Verification code').fill(code);
  await page.getByLabel('New password', { exact: true }).fill('new-date-palm-9');
  await page.getByLabel('Confirm password').fill('new-date-palm-9');
  await page.getByRole('button', { name: 'Update password' }).click();
  await expect(page).toHaveURL(`${baseURL}/`);
  await expect(page.getByText('Welcome back', { exact: true })).toBeVisible();

  // My Dashboard: edit the profile, then change the password.
  await page.goto('/account');
  await page.getByRole('button', { name: 'Edit profile' }).click();
  const profile = page.getByRole('dialog');
  await profile.getByRole('textbox', { name: 'Name' }).fill('Lina Q');
  await profile.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Profile updated successfully.')).toBeVisible();
  const stored = await page.evaluate(
    () => JSON.parse(localStorage.getItem('storefront.customer') ?? '{}') as Record<string, string>,
  );
  expect(stored).toMatchObject({ email, userName: 'Lina Q' });

  await page.getByRole('button', { name: 'Change password' }).click();
  const change = page.getByRole('dialog');
  await change.getByLabel('Current password').fill('new-date-palm-9');
  await change.getByLabel('New password', { exact: true }).fill('third-date-palm-9');
  await change.getByLabel('Confirm password').fill('third-date-palm-9');
  await change.getByRole('button', { name: 'Update password' }).click();
  await expect(page.getByText('Password updated successfully.')).toBeVisible();

  // Sign out clears the customer; the guarded pages send to sign-in again.
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(`${baseURL}/`);
  expect(await page.evaluate(() => localStorage.getItem('storefront.customer'))).toBeNull();
  await page.goto('/my-favorite');
  await expect(page).toHaveURL(/\/auth\/login$/);
});
