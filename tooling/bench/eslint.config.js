import { base } from '@shop/eslint-config/base';

export default base(import.meta.dirname);
