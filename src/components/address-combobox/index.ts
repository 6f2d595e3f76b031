// Public surface of the address autocomplete.
export { AddressCombobox } from './address-combobox';
