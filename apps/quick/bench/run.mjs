// `pnpm bench` of the quick shop front: its own code's size (scripts/count-own-lines.mjs), the
// figure issue 18 bounds (under 500 lines). Page speed, first-load JS and Lighthouse are not
// measured here yet (the storefront's harness, apps/storefront/bench, does them for its pages).
import { BUDGET, countOwnLines, ownFiles } from '../scripts/count-own-lines.mjs';

const lines = countOwnLines();
console.log(`quick shop front benchmark`);
console.log(`  own code: ${lines} lines in ${ownFiles().length} files (budget: under ${BUDGET})`);
if (lines >= BUDGET) console.log('  verdict: MISSED (own code over budget)');
