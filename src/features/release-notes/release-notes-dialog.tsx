import DOMPurify, { type DOMPurify as Purifier } from 'dompurify';
import { useMemo } from 'react';
import { useSelector } from '@xstate/react';
import type { ReleaseNote, ReleaseNotesActorRef } from '../../../machines/release-notes.machine';
import { Button, Dialog } from '../../components';
import { useI18n } from '../../i18n/i18n';
import * as formStyles from '../../components/form/form.css';
import { CheckboxField } from '../../components/form/checkbox-field';
import * as styles from './release-notes-dialog.css';

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

function ReleaseNoteBody({ note }: { note: ReleaseNote }) {
  const { t } = useI18n();
  const html = useMemo(() => sanitizeReleaseNote(note.body), [note.body]);
  return (
    <article className={styles.note}>
      <p className={styles.version}>{t('releaseNotes.version', { version: note.version })}</p>
      {/* Sanitised above with DOMPurify (product §2: the body is HTML from the API). */}
      <div className={styles.body} dangerouslySetInnerHTML={{ __html: html }} />
    </article>
  );
}

/** Props of {@link ReleaseNotesDialog}. */
export interface ReleaseNotesDialogProps {
  /** The session's release-notes actor (machines/release-notes.machine.ts), run by `ReleaseNotes`. */
  actor: ReleaseNotesActorRef;
  /** Shown: the machine is `showing` and no pass-number dialog is open (one dialog at a time). */
  open: boolean;
}

/**
 * product §2/§4 release notes dialog view, loaded on demand by `ReleaseNotes` (./release-notes.tsx, which runs the
 * machine) once there are notes to show: the sanitised HTML bodies, newest first, with "Niet meer tonen"
 * (`dontShowAgain.toggle`) and "Sluiten" (`dialog.close`; Escape too). Closing with the box ticked makes the
 * machine mark the notes viewed and store the version. Stays mounted after closing so focus returns as usual.
 */
export function ReleaseNotesDialog({ actor, open }: ReleaseNotesDialogProps) {
  const { t } = useI18n();
  const notes = useSelector(actor, (s) => s.context.notes);
  const dontShowAgain = useSelector(actor, (s) => s.context.dontShowAgain);
  return (
    <Dialog
      open={open}
      onClose={() => actor.send({ type: 'dialog.close' })}
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
