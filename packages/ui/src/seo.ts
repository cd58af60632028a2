export { Seo, type SeoProps } from '#seo/seo.tsx';
