import type Ajv from 'ajv/dist/core';
import type { ErrorObject } from 'ajv';

/*
 * Free text in request bodies (names, aliases, feedback): the OpenAPI keyword `x-text` (openapi/*.yaml) marks a
 * string field, and the request validator (./openapi-spec.ts) applies it. Every marked field is normalized to
 * Unicode NFC. `x-text: reject` refuses a value with a forbidden character (400 `InvalidText`, naming the field);
 * `x-text: strip` removes them (a line break or tab becomes a space, so words stay apart).
 */

/**
 * The forbidden characters: C0 controls (U+0000–U+001F, NUL, TAB, CR and LF included), DEL and the C1 controls
 * (U+007F–U+009F), bidirectional embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069), the
 * direction marks U+200E, U+200F and U+061C, and the zero-width characters U+200B–U+200D, U+2060 and U+FEFF.
 */
const FORBIDDEN_TEXT =
  // eslint-disable-next-line no-control-regex -- matching control characters is the point here
  /[\u0000-\u001f\u007f-\u009f\u061c\u200b-\u200f\u202a-\u202e\u2060\u2066-\u2069\ufeff]/;
const FORBIDDEN_ALL = new RegExp(FORBIDDEN_TEXT.source, 'g');

/** What a marked field does with a forbidden character. */
type FreeTextMode = 'reject' | 'strip';

/**
 * A marked field's value: NFC, with forbidden characters removed (`strip`; line breaks and tabs → a space).
 * @returns null when `mode` is `reject` and the value holds a forbidden character.
 */
function cleanFreeText(value: string, mode: FreeTextMode): string | null {
  const nfc = value.normalize('NFC');
  if (!FORBIDDEN_TEXT.test(nfc)) return nfc;
  if (mode === 'reject') return null;
  return nfc.replace(/\r\n|[\r\n\t]/g, ' ').replace(FORBIDDEN_ALL, '');
}

/** Ajv error message of a refused `x-text: reject` field (the Error shape's detail names the field). */
const FREE_TEXT_ERROR =
  'must not contain control characters, line breaks, direction overrides or invisible (zero-width) characters';

/**
 * Registers the modifying keyword `x-text` (`reject` | `strip`) on an Ajv instance used for REQUEST bodies: the
 * validated data is changed in place (NFC, stripped), so the handler receives the cleaned text.
 */
export function addFreeTextKeyword(ajv: Ajv): void {
  ajv.addKeyword({
    keyword: 'x-text',
    type: 'string',
    modifying: true,
    errors: true,
    schemaType: 'string',
    validate: function freeText(mode: FreeTextMode, data: string, _schema, ctx) {
      const validate = freeText as unknown as { errors?: Partial<ErrorObject>[] };
      const cleaned = cleanFreeText(data, mode === 'strip' ? 'strip' : 'reject');
      if (cleaned === null) {
        validate.errors = [{ keyword: 'x-text', message: FREE_TEXT_ERROR, params: { mode } }];
        return false;
      }
      if (cleaned !== data && ctx?.parentData && ctx.parentDataProperty !== undefined)
        (ctx.parentData as Record<string | number, unknown>)[ctx.parentDataProperty] = cleaned;
      return true;
    },
  });
}
