import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import * as styles from './card.css';

/** Props of {@link Card}: section props plus heading, header extras and footer. */
export type CardProps = Omit<ComponentPropsWithRef<'section'>, 'title'> & {
  /** Heading text; when given the card is a labelled region named by it. */
  title?: ReactNode;
  /** Heading level under the page's h1 (default 2). */
  headingLevel?: 2 | 3 | 4;
  /** Extra content on the heading's row (e.g. a pass number chooser or an info button). */
  headerExtra?: ReactNode;
  /** Buttons/links at the bottom, right-aligned. */
  footer?: ReactNode;
  /** Inner padding: md (1rem) or lg (1.5rem, default). */
  padding?: 'md' | 'lg';
};

/**
 * White, rounded content box (home budget / next trip / where-to cards, trip cards). With a `title` it renders
 * a `<section aria-labelledby>` so each card is a named region that screen-reader users can jump to.
 */
export function Card({
  title,
  headingLevel = 2,
  headerExtra,
  footer,
  padding = 'lg',
  className,
  children,
  ...props
}: CardProps) {
  const headingId = `card-${useId()}`;
  const Heading = `h${headingLevel}` as const;
  return (
    <section
      className={[styles.card[padding], className].filter(Boolean).join(' ')}
      aria-labelledby={title ? headingId : undefined}
      {...props}
    >
      {title || headerExtra ? (
        <div className={styles.header}>
          {title ? (
            <Heading id={headingId} className={styles.title}>
              {title}
            </Heading>
          ) : null}
          {headerExtra}
        </div>
      ) : null}
      {children}
      {footer ? <div className={styles.footer}>{footer}</div> : null}
    </section>
  );
}
