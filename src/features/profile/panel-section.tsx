import type { ReactNode } from 'react';
import { Button, type ButtonProps } from '../../components/button/button';
import { ConfirmDialog } from '../../components/dialog/confirm-dialog';
import { TitledSection } from '../../components/titled-section/titled-section';
import { selectIsConfirmingDelete, selectIsDeleting } from '../../../machines/lib/delete-confirmation';
import { useI18n } from '../../i18n/i18n';
import * as styles from './profile-page.css';

/** A titled part of a profile tab: a `<section>` named by its h2 (`aria-labelledby`). */
export function PanelSection({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <TitledSection title={title} level={2} className={styles.section} titleClassName={styles.sectionTitle}>
      {children}
    </TitledSection>
  );
}

/** Props of {@link ItemAction}. */
interface ItemActionProps extends Omit<ButtonProps, 'size' | 'children' | 'aria-label'> {
  /** The button's text, e.g. "Bewerken". */
  label: string;
  /** The list item it acts on, added to the accessible name ("Bewerken: Thuis"). */
  itemName: string;
}

/** A small button acting on one item of a profile list (select, edit, delete), named with the item. */
export function ItemAction({ label, itemName, ...props }: ItemActionProps) {
  return (
    <Button size="sm" aria-label={`${label}: ${itemName}`} {...props}>
      {label}
    </Button>
  );
}

/** Props of {@link DeleteConfirm}. */
interface DeleteConfirmProps {
  /** The list's machine: `delete.cancel` and `delete.confirm` go to it. */
  actor: { send(event: { type: 'delete.cancel' } | { type: 'delete.confirm' }): void };
  /** Its snapshot: whether it asks (machines/lib/delete-confirmation.ts), and whether the delete runs. */
  state: Parameters<typeof selectIsConfirmingDelete>[0];
  /** Whose texts: `<texts>.deleteTitle`, `.deleteCancel`, `.deleteConfirm`. */
  texts: 'savedPlaces' | 'passNumber';
  /** The question, naming the item. */
  description: string;
}

/** The confirmation a profile list's machine asks for before it deletes an item. */
export function DeleteConfirm({ actor, state, texts, description }: DeleteConfirmProps) {
  const { t } = useI18n();
  return (
    <ConfirmDialog
      open={selectIsConfirmingDelete(state)}
      busy={selectIsDeleting(state)}
      description={description}
      title={t(`${texts}.deleteTitle`)}
      cancelLabel={t(`${texts}.deleteCancel`)}
      confirmLabel={t(`${texts}.deleteConfirm`)}
      onCancel={() => actor.send({ type: 'delete.cancel' })}
      onConfirm={() => actor.send({ type: 'delete.confirm' })}
    />
  );
}
