export { AddressList, type AddressListProps } from '#address-list/address-list.tsx';
