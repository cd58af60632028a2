export {
  ScrollReveal,
  scrollRevealDefaults,
  type ScrollRevealProps,
} from '#scroll-reveal/scroll-reveal.tsx';
