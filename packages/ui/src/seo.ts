export { Seo, type SeoProps } from '#seo/seo.tsx';
export { productJsonLd } from '#seo/product-json-ld.ts';
