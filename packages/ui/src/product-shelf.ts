export { ProductShelf, type ProductShelfProps } from '#product-shelf/product-shelf.tsx';
