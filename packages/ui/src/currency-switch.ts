export { CurrencySwitch, type CurrencySwitchProps } from '#currency-switch/currency-switch.tsx';
