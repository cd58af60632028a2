export {
  FaqAccordion,
  type FaqAccordionItem,
  type FaqAccordionProps,
  type FaqAccordionTopic,
} from '#faq-accordion/faq-accordion.tsx';
