import type { RegionTree } from '@shop/core/schemas';
import { and, asc, eq, exists, type SQL } from 'drizzle-orm';
import type { Database } from '#src/db/database.ts';
import { brandCities, brands, cities, countries, states } from '#src/db/schema.ts';

/**
 * Countries → states → cities where at least one brand (of `activityTypeId`, when given)
 * delivers, each level in its display order. Empty branches are left out.
 */
export async function listRegions(db: Database, activityTypeId?: number): Promise<RegionTree> {
  const servedBy: SQL[] = [eq(brandCities.cityId, cities.id)];
  if (activityTypeId !== undefined) servedBy.push(eq(brands.activityTypeId, activityTypeId));
  const rows = await db
    .select({
      country: {
        id: countries.id,
        code: countries.code,
        phoneCode: countries.phoneCode,
        name: countries.name,
        nameEn: countries.nameEn,
      },
      state: {
        id: states.id,
        countryId: states.countryId,
        name: states.name,
        nameEn: states.nameEn,
      },
      city: { id: cities.id, stateId: cities.stateId, name: cities.name, nameEn: cities.nameEn },
    })
    .from(cities)
    .innerJoin(states, eq(states.id, cities.stateId))
    .innerJoin(countries, eq(countries.id, states.countryId))
    .where(
      exists(
        db
          .select({ one: brandCities.brandId })
          .from(brandCities)
          .innerJoin(brands, eq(brands.id, brandCities.brandId))
          .where(and(...servedBy)),
      ),
    )
    .orderBy(
      asc(countries.sortOrder),
      asc(countries.id),
      asc(states.sortOrder),
      asc(states.id),
      asc(cities.sortOrder),
      asc(cities.id),
    );

  const tree: RegionTree = [];
  for (const { country, state, city } of rows) {
    let countryNode = tree.at(-1);
    if (countryNode?.id !== country.id) {
      countryNode = { ...country, states: [] };
      tree.push(countryNode);
    }
    let stateNode = countryNode.states.at(-1);
    if (stateNode?.id !== state.id) {
      stateNode = { ...state, cities: [] };
      countryNode.states.push(stateNode);
    }
    stateNode.cities.push(city);
  }
  return tree;
}
