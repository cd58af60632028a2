export { ProductGallery, type ProductGalleryProps } from '#product-gallery/product-gallery.tsx';
