export * from '#i18n/config.ts';
