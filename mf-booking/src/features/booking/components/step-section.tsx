import { createContext, useContext, useId, useLayoutEffect, useRef, type ReactNode, type RefObject } from 'react';

/** The step whose heading should take focus when it appears (set when the journey moves on). */
export const FocusRequest = createContext<RefObject<string | null> | null>(null);

/** Focuses this step's heading once it is rendered, if the journey asked for it (lazy sections render late). */
export function useStepFocus(step: string) {
  const request = useContext(FocusRequest);
  const heading = useRef<HTMLHeadingElement>(null);
  useLayoutEffect(() => {
    if (!request || request.current !== step || !heading.current) return;
    request.current = null;
    heading.current.focus();
  });
  return heading;
}

export type SectionState = 'done' | 'current' | 'todo';

interface Props {
  step: string;
  number: number;
  title: string;
  state: SectionState;
  /** What was chosen, shown once the section is done. */
  summary?: ReactNode;
  onEdit?: () => void;
  children?: ReactNode;
}

/**
 * One section of the journey (spec §2): its heading (focused when the section opens), its
 * content while current, a summary and an Edit button once done.
 */
export function StepSection({ step, number, title, state, summary, onEdit, children }: Props) {
  const headingId = useId();
  const heading = useStepFocus(state === 'current' ? step : '');
  return (
    <section className={`bk-step bk-step--${state}`} aria-labelledby={headingId} data-step={step}>
      <div className="bk-step__head">
        <span className="bk-step__number" aria-hidden="true">
          {number}
        </span>
        <h3 ref={heading} className="bk-step__title" id={headingId} tabIndex={-1} data-step-heading={step}>
          {title}
          {state === 'done' && <span className="rv-visually-hidden"> (done)</span>}
        </h3>
        {state === 'done' && onEdit && (
          <button type="button" className="rv-button rv-button--link bk-step__edit" onClick={onEdit}>
            Edit<span className="rv-visually-hidden"> {title.toLowerCase()}</span>
          </button>
        )}
      </div>
      {state === 'done' && summary && <div className="bk-step__summary">{summary}</div>}
      {state === 'current' && <div className="bk-step__body">{children}</div>}
    </section>
  );
}
