// Public surface of the address autocomplete.
export { AddressCombobox, type AddressComboboxProps } from './address-combobox';
