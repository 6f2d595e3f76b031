export { FieldError } from '../../../components/text-field/field-messages';
export { SelectField, countOptions } from '../../../components/form/select-field';
