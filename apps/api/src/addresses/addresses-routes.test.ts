import { MAX_ADDRESSES, type Address, type ApiError } from '@shop/core/schemas';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { cities, states } from '#src/db/schema.ts';
import { useCustomerApp, type SignedUp } from '#src/test/customer-app.ts';

const customerApp = useCustomerApp();
const { call } = customerApp;

const riyadh = { countryId: 1, stateId: 1, subCityId: 1 };
const address = {
  title: 'البيت Home',
  streetAddress: 'King Fahd Road 12',
  ...riyadh,
  postalCode: '12345',
  phone: '512345678',
  buildingNumber: '7',
  notes: 'Ring twice',
};
const listUrl = 'CustomerAddress?countryId=1&stateId=1&cityId=1';

let a: SignedUp;
let b: SignedUp;
beforeAll(async () => {
  a = await customerApp.signUp();
  b = await customerApp.signUp();
});

describe('CustomerAddress', () => {
  it('adds, lists by city and deletes the customer’s addresses', async () => {
    const created = await call('POST', 'CustomerAddress', { token: a.token, body: address });
    expect(created.statusCode).toBe(201);
    const saved = created.json<Address>();
    expect(saved).toEqual({
      ...address,
      id: expect.any(Number) as number,
      floorNumber: '',
      apartmentNumber: '',
      receiverName: '',
      receiverPhone: '',
      location: null,
    });

    const [kharj] = await customerApp.db
      .select({ id: cities.id })
      .from(cities)
      .where(eq(cities.nameEn, 'Al Kharj'));
    const other = await call('POST', 'CustomerAddress', {
      token: a.token,
      body: { ...address, title: 'Work', subCityId: kharj!.id },
    });
    expect(other.statusCode).toBe(201);

    const list = await call('GET', listUrl, { token: a.token });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual([saved]);
    expect((await call('GET', listUrl, { token: b.token })).json()).toEqual([]);

    const deleted = await call('DELETE', `CustomerAddress?addressId=${saved.id}`, {
      token: a.token,
      headers: { 'content-type': 'application/json' },
    });
    expect(deleted.statusCode).toBe(204);
    expect((await call('GET', listUrl, { token: a.token })).json()).toEqual([]);
    const again = await call('DELETE', `CustomerAddress?addressId=${saved.id}`, { token: a.token });
    expect(again.statusCode).toBe(404);
  });

  it('keeps one customer’s addresses from another and from anonymous callers', async () => {
    const saved = (
      await call('POST', 'CustomerAddress', { token: a.token, body: address })
    ).json<Address>();

    const byB = await call('DELETE', `CustomerAddress?addressId=${saved.id}`, { token: b.token });
    expect(byB.statusCode).toBe(404);
    expect(byB.json<ApiError[]>()[0]).toMatchObject({ code: 'not_found' });
    expect((await call('GET', listUrl, { token: b.token })).json()).toEqual([]);
    for (const [method, url] of [
      ['GET', listUrl],
      ['DELETE', `CustomerAddress?addressId=${saved.id}`],
      ['POST', 'CustomerAddress'],
    ] as const) {
      const anonymous = await call(method, url, method === 'POST' ? { body: address } : {});
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json()).toEqual([{ code: '401', message: 'Sign in first' }]);
    }
    expect((await call('GET', listUrl, { token: a.token })).json()).toEqual([saved]);
  });

  it('edits an address in place through POST with its id; the list shows the change (R2.79)', async () => {
    const saved = (
      await call('POST', 'CustomerAddress', { token: a.token, body: address })
    ).json<Address>();
    const [kharj] = await customerApp.db
      .select({ id: cities.id })
      .from(cities)
      .where(eq(cities.nameEn, 'Al Kharj'));
    const change = {
      id: saved.id,
      ...address,
      title: 'العمل Work',
      streetAddress: 'Olaya Street 40',
      floorNumber: '3',
      receiverName: 'Sara',
    };

    const edited = await call('POST', 'CustomerAddress', { token: a.token, body: change });
    expect(edited.statusCode).toBe(200);
    const expected = { ...saved, ...change };
    expect(edited.json()).toEqual(expected);
    const listed = (await call('GET', listUrl, { token: a.token })).json<Address[]>();
    expect(listed.filter((each) => each.id === saved.id)).toEqual([expected]);
    expect(listed).toHaveLength(new Set(listed.map((each) => each.id)).size);

    // Moved to another city: it leaves this city's list and appears in that one's, same id.
    const moved = await call('POST', 'CustomerAddress', {
      token: a.token,
      body: { ...change, subCityId: kharj!.id },
    });
    expect(moved.statusCode).toBe(200);
    expect(
      (await call('GET', listUrl, { token: a.token }))
        .json<Address[]>()
        .some((each) => each.id === saved.id),
    ).toBe(false);
    const kharjList = await call(
      'GET',
      `CustomerAddress?countryId=1&stateId=1&cityId=${kharj!.id}`,
      { token: a.token },
    );
    expect(kharjList.json<Address[]>()).toContainEqual({ ...expected, subCityId: kharj!.id });
  });

  it('keeps the point on the map: saved with the address, kept by an edit without it, cleared by null', async () => {
    const location = { lat: 24.7113, lng: 46.6744 };
    const created = await call('POST', 'CustomerAddress', {
      token: a.token,
      body: { ...address, location },
    });
    expect(created.statusCode).toBe(201);
    const saved = created.json<Address>();
    expect(saved.location).toEqual(location);

    // The storefront's address modal sends no location: an edit there keeps the point.
    const edited = await call('POST', 'CustomerAddress', {
      token: a.token,
      body: { ...address, id: saved.id, title: 'Home 2' },
    });
    expect(edited.json<Address>()).toMatchObject({ title: 'Home 2', location });
    const moved = { lat: 24.7, lng: 46.68 };
    const repinned = await call('POST', 'CustomerAddress', {
      token: a.token,
      body: { ...address, id: saved.id, location: moved },
    });
    expect(repinned.json<Address>().location).toEqual(moved);
    const cleared = await call('POST', 'CustomerAddress', {
      token: a.token,
      body: { ...address, id: saved.id, location: null },
    });
    expect(cleared.json<Address>().location).toBeNull();
    expect(
      (await call('GET', listUrl, { token: a.token }))
        .json<Address[]>()
        .find((each) => each.id === saved.id)?.location,
    ).toBeNull();
  });

  it('edits only the owner’s addresses: another customer’s or a deleted id is a 404 that changes nothing', async () => {
    const saved = (
      await call('POST', 'CustomerAddress', { token: a.token, body: address })
    ).json<Address>();
    const byB = await call('POST', 'CustomerAddress', {
      token: b.token,
      body: { ...address, id: saved.id, title: 'Taken' },
    });
    expect(byB.statusCode).toBe(404);
    expect(byB.json<ApiError[]>()).toEqual([
      expect.objectContaining({ code: 'address_not_found', field: 'body.id' }),
    ]);
    expect((await call('GET', listUrl, { token: b.token })).json()).toEqual([]);
    expect(
      (await call('GET', listUrl, { token: a.token }))
        .json<Address[]>()
        .find((each) => each.id === saved.id),
    ).toEqual(saved);

    const anonymous = await call('POST', 'CustomerAddress', { body: { ...address, id: saved.id } });
    expect(anonymous.statusCode).toBe(401);

    for (const id of [saved.id + 1_000_000, 5_000_000_000]) {
      const missing = await call('POST', 'CustomerAddress', {
        token: a.token,
        body: { ...address, id },
      });
      expect(missing.statusCode, String(id)).toBe(404);
    }
    await call('DELETE', `CustomerAddress?addressId=${saved.id}`, { token: a.token });
    const deleted = await call('POST', 'CustomerAddress', {
      token: a.token,
      body: { ...address, id: saved.id },
    });
    expect(deleted.statusCode).toBe(404);
  });

  it('validates an edit as an add: a 400 naming the field, and the address unchanged', async () => {
    const saved = (
      await call('POST', 'CustomerAddress', { token: a.token, body: address })
    ).json<Address>();
    const cases: [Record<string, unknown>, string][] = [
      [{ title: '' }, 'body.title'],
      [{ postalCode: '12' }, 'body.postalCode'],
      [{ phone: 'abc' }, 'body.phone'],
      [{ receiverPhone: 'x' }, 'body.receiverPhone'],
      [{ subCityId: 99_999 }, 'body.subCityId'],
      [{ countryId: 99 }, 'body.countryId'],
      [{ id: 0 }, 'body.id'],
      [{ id: -3 }, 'body.id'],
      [{ id: 'x' }, 'body.id'],
      [{ id: 1.5 }, 'body.id'],
      [{ location: { lat: 91, lng: 46.7 } }, 'body.location.lat'],
      [{ location: { lat: 24.7, lng: -180.5 } }, 'body.location.lng'],
      [{ location: { lat: 24.7 } }, 'body.location.lng'],
      [{ location: { lat: '24.7', lng: 46.7 } }, 'body.location.lat'],
    ];
    for (const [change, field] of cases) {
      const response = await call('POST', 'CustomerAddress', {
        token: a.token,
        body: { ...address, id: saved.id, ...change },
      });
      expect(response.statusCode, field).toBe(400);
      expect(response.json<ApiError[]>(), field).toContainEqual(expect.objectContaining({ field }));
    }
    expect(
      (await call('GET', listUrl, { token: a.token }))
        .json<Address[]>()
        .find((each) => each.id === saved.id),
    ).toEqual(saved);
  });

  it('refuses a country, state and city that do not belong together', async () => {
    const [otherState] = await customerApp.db
      .select({ id: states.id })
      .from(states)
      .where(eq(states.countryId, 2))
      .limit(1);
    const cases: [Partial<typeof address>, string][] = [
      [{ countryId: 99 }, 'body.countryId'],
      [{ stateId: otherState!.id }, 'body.stateId'],
      [{ subCityId: 99_999 }, 'body.subCityId'],
      [{ subCityId: 5_000_000_000 }, 'body.subCityId'],
    ];
    for (const [change, field] of cases) {
      const response = await call('POST', 'CustomerAddress', {
        token: a.token,
        body: { ...address, ...change },
      });
      expect(response.statusCode, field).toBe(400);
      expect(response.json<ApiError[]>()).toEqual([expect.objectContaining({ field })]);
    }
    const query = await call('GET', 'CustomerAddress?countryId=1&stateId=1&cityId=99999', {
      token: a.token,
    });
    expect(query.statusCode).toBe(400);
    expect(query.json<ApiError[]>()[0]).toMatchObject({ field: 'query.cityId' });
  });

  it.each([
    ['POST', 'CustomerAddress', { ...address, postalCode: '12' }],
    ['POST', 'CustomerAddress', { ...address, title: '' }],
    ['POST', 'CustomerAddress', { ...address, phone: 'abc' }],
    ['POST', 'CustomerAddress', '{"title":'],
    ['POST', 'CustomerAddress', [1, 2]],
    ['GET', 'CustomerAddress?countryId=1&stateId=x&cityId=1', undefined],
    ['GET', 'CustomerAddress', undefined],
    ['DELETE', 'CustomerAddress?addressId=-1', undefined],
    ['DELETE', 'CustomerAddress', undefined],
  ] as const)('%s %s answers 400, never 500', async (method, url, body) => {
    const response = await call(method, url, { token: a.token, body });
    expect(response.statusCode).toBe(400);
  });

  it(`keeps at most ${MAX_ADDRESSES} addresses a customer, even when adds race for the last places`, async () => {
    const c = await customerApp.signUp();
    const add = (title: string) =>
      call('POST', 'CustomerAddress', { token: c.token, body: { ...address, title } });
    for (let i = 0; i < MAX_ADDRESSES - 2; i += 1)
      expect((await add(`A${i}`)).statusCode).toBe(201);

    // Five at once for the last two places.
    const racing = await Promise.all(['R1', 'R2', 'R3', 'R4', 'R5'].map(add));
    expect(racing.filter((answer) => answer.statusCode === 201)).toHaveLength(2);
    const refused = racing.filter((answer) => answer.statusCode === 409);
    expect(refused).toHaveLength(3);
    expect(refused[0]?.json<ApiError[]>()).toEqual([
      expect.objectContaining({ code: 'addresses_full' }),
    ]);
    expect((await call('GET', listUrl, { token: c.token })).json<Address[]>()).toHaveLength(
      MAX_ADDRESSES,
    );
  });

  it(`edits an address of a customer who keeps ${MAX_ADDRESSES}, while adds racing beside the edits stay refused`, async () => {
    const c = await customerApp.signUp();
    const add = (title: string) =>
      call('POST', 'CustomerAddress', { token: c.token, body: { ...address, title } });
    for (let i = 0; i < MAX_ADDRESSES - 1; i += 1)
      expect((await add(`A${i}`)).statusCode).toBe(201);
    const kept = (await call('GET', listUrl, { token: c.token })).json<Address[]>();

    // Edits of every kept address at once with three adds for the one place left.
    const answers = await Promise.all([
      ...kept.map((each) =>
        call('POST', 'CustomerAddress', {
          token: c.token,
          body: { ...address, id: each.id, title: `${each.title} edited` },
        }),
      ),
      add('R1'),
      add('R2'),
      add('R3'),
    ]);
    const edits = answers.slice(0, kept.length);
    const adds = answers.slice(kept.length);
    expect(edits.map((answer) => answer.statusCode)).toEqual(kept.map(() => 200));
    expect(adds.map((answer) => answer.statusCode).sort()).toEqual([201, 409, 409]);

    const full = (await call('GET', listUrl, { token: c.token })).json<Address[]>();
    expect(full).toHaveLength(MAX_ADDRESSES);
    const again = await call('POST', 'CustomerAddress', {
      token: c.token,
      body: { ...address, id: kept[0]!.id, title: 'Still editable' },
    });
    expect(again.statusCode).toBe(200);
    expect((await add('One too many')).statusCode).toBe(409);
    expect(
      (await call('GET', listUrl, { token: c.token }))
        .json<Address[]>()
        .map((each) => each.title)
        .filter((title) => title.endsWith('edited')),
    ).toHaveLength(MAX_ADDRESSES - 2);
  });
});
