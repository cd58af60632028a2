export { Header, type HeaderProps } from '#header/header.tsx';
