export * from '#i18n/config.ts';
export * from '#i18n/resources.ts';
