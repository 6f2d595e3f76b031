import { useId, type ReactNode } from 'react';

/** Props of {@link TitledSection}. */
interface TitledSectionProps {
  /** The heading's content. */
  title: ReactNode;
  /** The heading level: 2 for a part of a page or tab, 3 for a part of a dialog. */
  level: 2 | 3;
  className: string;
  titleClassName: string;
  children: ReactNode;
}

/** A `<section>` named by its heading (`aria-labelledby`), e.g. a part of a profile tab or of a dialog. */
export function TitledSection({ title, level, className, titleClassName, children }: TitledSectionProps) {
  const titleId = `section-${useId()}`;
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section className={className} aria-labelledby={titleId}>
      <Heading id={titleId} className={titleClassName}>
        {title}
      </Heading>
      {children}
    </section>
  );
}
