export { AddressChooser, type AddressChooserProps } from '#address-chooser/address-chooser.tsx';
