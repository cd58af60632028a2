export * from '#money/money.ts';
