export {
  ProductDetails,
  type ProductDetailsProduct,
  type ProductDetailsProps,
} from '#product-details/product-details.tsx';
export { formatWeight, normalizeWeight, type Weight } from '#product-details/weight.ts';
