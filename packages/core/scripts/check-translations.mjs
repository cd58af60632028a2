// Lint step for the translation catalogue (STYLE.md): fails when a key exists in one language
// and not the other, when an Arabic plural misses one of its six forms, or when a key is used
// nowhere. A key counts as used when its name appears as a string anywhere in the sources that
// render text ('ns:key.path' or 'key.path'), or under a dynamic prefix (`ns:prefix.${…}`).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const coreDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const repo = path.resolve(coreDir, '../..');
const localesDir = path.join(coreDir, 'src/i18n/locales');
const sourceDirs = [
  'packages/core/src',
  'packages/ui/src',
  'apps/storefront/app',
  'apps/backoffice/app',
  'apps/quick/app',
  'apps/storefront/service-worker',
  'apps/storybook/.storybook',
  'apps/storybook/src',
].map((dir) => path.join(repo, dir));
const arPluralForms = ['zero', 'one', 'two', 'few', 'many', 'other'];
const problems = [];

function flatten(object, prefix = '') {
  return Object.entries(object).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null
      ? flatten(value, `${prefix}${key}.`)
      : [`${prefix}${key}`],
  );
}

function catalogue(lng) {
  const keys = new Map();
  for (const file of readdirSync(path.join(localesDir, lng))) {
    const ns = file.replace(/\.json$/, '');
    keys.set(
      ns,
      new Set(flatten(JSON.parse(readFileSync(path.join(localesDir, lng, file), 'utf8')))),
    );
  }
  return keys;
}

const en = catalogue('en');
const ar = catalogue('ar');
const pluralBase = (key) => key.replace(/_(zero|one|two|few|many|other)$/, '');

for (const ns of new Set([...en.keys(), ...ar.keys()])) {
  const enKeys = en.get(ns) ?? new Set();
  const arKeys = ar.get(ns) ?? new Set();
  const enBases = new Set([...enKeys].map(pluralBase));
  const arBases = new Set([...arKeys].map(pluralBase));
  for (const base of enBases)
    if (!arBases.has(base)) problems.push(`ar/${ns}.json lacks "${base}"`);
  for (const base of arBases)
    if (!enBases.has(base)) problems.push(`en/${ns}.json lacks "${base}"`);
  for (const base of arBases) {
    const forms = [...arKeys].filter((key) => pluralBase(key) === base && key !== base);
    if (forms.length === 0) continue;
    for (const form of arPluralForms) {
      if (!arKeys.has(`${base}_${form}`))
        problems.push(`ar/${ns}.json lacks the plural form "${base}_${form}"`);
    }
  }
}

function sources(dir) {
  let entries;
  try {
    entries = readdirSync(dir);
  } catch {
    return [];
  }
  return entries.flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === 'node_modules' ? [] : sources(full);
    return /\.(tsx?|mdx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
  });
}

const text = sourceDirs
  .flatMap(sources)
  .map((file) => readFileSync(file, 'utf8'))
  .join('\n');
const literals = new Set(
  [...text.matchAll(/['"`]([\w-]+:)?([\w.-]+)['"`]/g)].flatMap((m) => [
    m[2],
    `${m[1] ?? ''}${m[2]}`,
  ]),
);
const prefixes = [...text.matchAll(/`([\w-]+:)?([\w.-]+\.)\$\{/g)].map((m) => ({
  ns: m[1]?.slice(0, -1),
  prefix: m[2],
}));

for (const [ns, keys] of en) {
  for (const key of new Set([...keys].map(pluralBase))) {
    const used =
      literals.has(`${ns}:${key}`) ||
      literals.has(key) ||
      prefixes.some((p) => (p.ns === undefined || p.ns === ns) && key.startsWith(p.prefix));
    if (!used) problems.push(`${ns}:${key} is not used anywhere`);
  }
}

if (problems.length > 0) {
  process.stderr.write(
    `Translation catalogue problems:\n${problems.map((p) => `  - ${p}`).join('\n')}\n`,
  );
  process.exit(1);
}
const count = [...en.values()].reduce((sum, keys) => sum + keys.size, 0);
process.stdout.write(
  `translations: ${count} keys in ${en.size} namespaces, English and Arabic match, all used\n`,
);
