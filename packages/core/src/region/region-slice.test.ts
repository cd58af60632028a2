import { describe, expect, it } from 'vitest';
import { decodeRegion, encodeRegion, regionOfRequest, regionPath } from '#region/region-slice.ts';

describe('region', () => {
  const region = { activityTypeId: 1, countryId: 2, stateId: 3, cityId: 4 };

  it('round-trips through its cookie value', () => {
    expect(encodeRegion(region)).toBe('1.2.3.4');
    expect(decodeRegion('1.2.3.4')).toEqual(region);
  });

  it('ignores malformed values', () => {
    for (const bad of [undefined, '', '1.2.3', '1.2.3.x', '0.1.2.3', '1.2.3.4.5', '-1.2.3.4']) {
      expect(decodeRegion(bad)).toBeNull();
    }
  });

  it('reads the region of a request and builds the region-scoped path', () => {
    const request = new Request('http://x/', { headers: { Cookie: 'a=b; region=1.2.3.4' } });
    expect(regionOfRequest(request)).toEqual(region);
    expect(regionPath(region)).toBe('/activity-types/active/1/2/3/4');
  });
});
