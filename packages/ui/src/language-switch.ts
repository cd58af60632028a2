export { LanguageSwitch, type LanguageSwitchProps } from '#language-switch/language-switch.tsx';
