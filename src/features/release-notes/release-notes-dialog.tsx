import DOMPurify, { type DOMPurify as Purifier } from 'dompurify';
import { useMemo } from 'react';
import { useSelector } from '@xstate/react';
import { selectPassNumberPrompt } from '../../../machines/auth.machine';
import { releaseNotesMachine, selectIsOpen, type ReleaseNote } from '../../../machines/release-notes.machine';
import { useAppActorRef, useAuthSelector } from '../../app/runtime-context';
import { Button, Dialog } from '../../components';
import { useI18n } from '../../i18n/i18n';
import { useAccountActors } from '../register/account-hooks';
import * as formStyles from '../register/account-form.css';
import { CheckboxField } from '../register/checkbox-field';
import * as styles from './release-notes-dialog.css';

/** localStorage key holding the app version whose notes the user chose not to see again (SPEC §4). */
export const APP_VERSION_STORAGE_KEY = 'appVersion';

let purifier: Purifier | null = null;

/**
 * Sanitises release-note HTML before it is rendered: DOMPurify's defaults (no scripts, event handlers,
 * javascript: URLs, iframes) without form controls or styles, plus `target` on links, which always get
 * `rel="noopener noreferrer"`.
 * A private DOMPurify instance, so the hook does not change sanitising elsewhere.
 */
export function sanitizeReleaseNote(html: string): string {
  if (!purifier) {
    purifier = DOMPurify(window);
    purifier.addHook('afterSanitizeAttributes', (node) => {
      if (node.tagName === 'A' && node.getAttribute('target')) {
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', 'noopener noreferrer');
      }
    });
  }
  return purifier.sanitize(html, {
    ADD_ATTR: ['target'],
    // Notes are read-only text: no form controls (they could imitate the app's own), no styles.
    FORBID_TAGS: ['form', 'input', 'button', 'textarea', 'select', 'option', 'style'],
    // Inline style attributes too (CSS `url(…)` can call out to other hosts; the CSP allows inline styles).
    FORBID_ATTR: ['style'],
  });
}

function readStoredVersion(): string | null {
  try {
    return window.localStorage.getItem(APP_VERSION_STORAGE_KEY);
  } catch {
    return null;
  }
}

function ReleaseNoteBody({ note }: { note: ReleaseNote }) {
  const { t } = useI18n();
  const html = useMemo(() => sanitizeReleaseNote(note.body), [note.body]);
  return (
    <article className={styles.note}>
      <p className={styles.version}>{t('releaseNotes.version', { version: note.version })}</p>
      {/* Sanitised above with DOMPurify (SPEC §2: the body is HTML from the API). */}
      <div className={styles.body} dangerouslySetInnerHTML={{ __html: html }} />
    </article>
  );
}

/**
 * SPEC §2/§4 release notes dialog, mounted in the signed-in layout: once per login session the notes are fetched
 * when localStorage `appVersion` differs from 4.1.0 (or is missing); the sanitised HTML bodies are shown; closing
 * with "Niet meer tonen" ticked marks them viewed (bulk mark-as-viewed), stores the version and hides the dialog.
 * Waits while a pass-number dialog is open, so only one dialog shows at a time. Errors are silent (§8).
 */
export function ReleaseNotesDialog() {
  const { t } = useI18n();
  const actors = useAccountActors();
  const passNumberPrompt = useAuthSelector(selectPassNumberPrompt);
  const logic = useMemo(
    () =>
      releaseNotesMachine.provide({
        actors: {
          fetchReleaseNotes: actors.fetchReleaseNotes,
          markReleaseNotesViewed: actors.markReleaseNotesViewed,
        },
        actions: {
          storeAppVersion: (_, { version }) => {
            try {
              window.localStorage.setItem(APP_VERSION_STORAGE_KEY, version);
            } catch {
              // Storage may be blocked; the notes are marked viewed on the server anyway.
            }
          },
        },
      }),
    [actors],
  );
  const actor = useAppActorRef(logic, { input: { storedVersion: readStoredVersion() } });
  const open = useSelector(actor, selectIsOpen) && passNumberPrompt === null;
  const notes = useSelector(actor, (s) => s.context.notes);
  const dontShowAgain = useSelector(actor, (s) => s.context.dontShowAgain);

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) actor.send({ type: 'dialog.close' });
      }}
      title={t('releaseNotes.title')}
      // One way out in the footer ("Sluiten"; Escape works too), so the name is not given twice.
      hideCloseButton
      size="lg"
      actions={
        <div className={formStyles.actions}>
          <CheckboxField
            label={t('releaseNotes.dontShowAgain')}
            checked={dontShowAgain}
            onChange={(e) => actor.send({ type: 'dontShowAgain.toggle', checked: e.target.checked })}
          />
          <Button variant="primary" onClick={() => actor.send({ type: 'dialog.close' })}>
            {t('releaseNotes.close')}
          </Button>
        </div>
      }
    >
      <div className={styles.notes}>
        {notes.map((note) => (
          <ReleaseNoteBody key={note.id} note={note} />
        ))}
      </div>
    </Dialog>
  );
}
