export { QuantityStepper, type QuantityStepperProps } from '#quantity-stepper/quantity-stepper.tsx';
