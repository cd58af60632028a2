export { CompareButton, type CompareButtonProps } from '#compare-button/compare-button.tsx';
