import type { FormEvent, ReactNode } from 'react';
import { useI18n } from '../../i18n/i18n';
import { PublicLayout } from '../public-layout/public-layout';
import { Form, SubmitButton } from './fields';
import * as styles from './form.css';

/** Props of {@link AccountPage}. */
export interface AccountPageProps {
  /** Which page: its title (h1) and introduction are the i18n keys `<page>.title` and `<page>.intro`. */
  page: 'register' | 'activate' | 'forgot' | 'change';
  /** The way on or back (e.g. to /login), under the form. */
  links: ReactNode;
  children: ReactNode;
}

/** A public account page (product §2.1 /register, /activate, /forgot, /change) in the public layout's form box. */
export function AccountPage({ page, links, children }: AccountPageProps) {
  const { t } = useI18n();
  return (
    <PublicLayout title={t(`${page}.title`)}>
      <p className={styles.intro}>{t(`${page}.intro`)}</p>
      {children}
      <p className={styles.links}>{links}</p>
    </PublicLayout>
  );
}

/** Props of {@link AccountForm}. */
interface AccountFormProps {
  /** The submit handler (`useMachineForm().submit`). */
  onSubmit: (event: FormEvent) => void;
  /** The machine's request runs: the submit button is busy. */
  busy: boolean;
  /** The submit button is off (e.g. /activate until the code is complete). */
  disabled?: boolean;
  /** The submit button's text. */
  submitLabel: string;
  children: ReactNode;
}

/** The form of a public account page: its fields (the children), then the full-width submit button. */
export function AccountForm({ onSubmit, busy, disabled, submitLabel, children }: AccountFormProps) {
  return (
    <Form onSubmit={onSubmit}>
      {children}
      <SubmitButton fullWidth busy={busy} disabled={disabled}>
        {submitLabel}
      </SubmitButton>
    </Form>
  );
}
