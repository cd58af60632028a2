export { HeaderCart, type HeaderCartProps } from '#header-cart/header-cart.tsx';
