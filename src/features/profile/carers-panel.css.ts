import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/contract.css';
import { bareFieldset, choiceRow } from '../../../styles/recipes/choice-group.css';

/** The role question of the invite form: a native radio group without the fieldset's frame. */
export const fieldset = style([bareFieldset, { gap: vars.space.xs }]);

export const legend = style({ fontWeight: vars.fontWeight.bold, padding: 0, marginBlockEnd: vars.space.xs });

/** One radio option: the whole row is a large enough target (WCAG 2.5.8). */
export const choice = choiceRow;

/** "Role: …" and "Status: …" of a listed carer. */
export const detail = style({ margin: 0 });
