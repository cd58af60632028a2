import { react } from '@shop/eslint-config/react';

export default react(import.meta.dirname);
