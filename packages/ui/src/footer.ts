export { Footer, type FooterProps } from '#footer/footer.tsx';
