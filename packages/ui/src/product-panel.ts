export { ProductPanel, type ProductPanelProps } from '#product-panel/product-panel.tsx';
